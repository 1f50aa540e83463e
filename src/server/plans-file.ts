import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PLANS } from '../contract/enums';
import { DEFAULT_PLANS, mergePlans, type PlanTable } from '../contract/plans';
import { ConfigError } from './config';

const limit = z.number().int().min(0).nullable();
const Override = z.partialRecord(
  z.enum(PLANS),
  z
    .object({
      forms: limit,
      conversationsPerMonth: limit,
      messagesPerConversation: limit,
      pipelines: limit,
      dealsPerMonth: limit,
      ticketsPerMonth: limit,
      fileSizeBytes: limit,
      storageBytes: limit,
      features: z
        .object({
          webhooks: z.boolean(),
          pipelines: z.boolean(),
          tickets: z.boolean(),
          fileUploads: z.boolean(),
          removeBranding: z.boolean(),
        })
        .partial(),
    })
    .partial()
    .strict(),
);

/** The plan table: CONTRACT's, with an operator's JSON overrides from PLANS_FILE merged in. */
export function loadPlans(file: string | undefined): PlanTable {
  if (!file) return DEFAULT_PLANS;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ConfigError(
      `Invalid configuration: PLANS_FILE cannot be read as JSON (${(e as Error).message})`,
    );
  }
  const parsed = Override.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: PLANS_FILE ${issue.path.join('.')} ${issue.message}`);
  }
  return mergePlans(DEFAULT_PLANS, parsed.data);
}
