import type { Plan } from './enums';

/** Limits and features of one plan; `null` means unlimited. */
export interface PlanLimits {
  forms: number | null;
  conversationsPerMonth: number | null;
  messagesPerConversation: number | null;
  pipelines: number | null;
  dealsPerMonth: number | null;
  ticketsPerMonth: number | null;
  fileSizeBytes: number | null;
  storageBytes: number | null;
  features: {
    webhooks: boolean;
    pipelines: boolean;
    tickets: boolean;
    fileUploads: boolean;
    removeBranding: boolean;
  };
}

export type PlanTable = Record<Plan, PlanLimits>;

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The plan table of CONTRACT. Operators override it with PLANS_FILE (see docs/self-hosting.md). */
export const DEFAULT_PLANS: PlanTable = {
  FREE: {
    forms: 3,
    conversationsPerMonth: 100,
    messagesPerConversation: 20,
    pipelines: 0,
    dealsPerMonth: 0,
    ticketsPerMonth: 0,
    fileSizeBytes: 0,
    storageBytes: 0,
    features: {
      webhooks: false,
      pipelines: false,
      tickets: false,
      fileUploads: false,
      removeBranding: false,
    },
  },
  PRO: {
    forms: 20,
    conversationsPerMonth: 2000,
    messagesPerConversation: 50,
    pipelines: 3,
    dealsPerMonth: 500,
    ticketsPerMonth: 500,
    fileSizeBytes: 10 * MB,
    storageBytes: 1 * GB,
    features: { webhooks: true, pipelines: true, tickets: true, fileUploads: true, removeBranding: true },
  },
  BUSINESS: {
    forms: null,
    conversationsPerMonth: 20000,
    messagesPerConversation: 100,
    pipelines: null,
    dealsPerMonth: null,
    ticketsPerMonth: null,
    fileSizeBytes: 50 * MB,
    storageBytes: 10 * GB,
    features: { webhooks: true, pipelines: true, tickets: true, fileUploads: true, removeBranding: true },
  },
};

export type PlanOverride = Partial<
  Record<Plan, Partial<Omit<PlanLimits, 'features'>> & { features?: Partial<PlanLimits['features']> }>
>;

/** Merges an operator's partial override into the default table. */
export function mergePlans(base: PlanTable, override: PlanOverride): PlanTable {
  const out = structuredClone(base);
  for (const plan of Object.keys(override) as Plan[]) {
    const o = override[plan];
    if (!o) continue;
    out[plan] = { ...out[plan], ...o, features: { ...out[plan].features, ...(o.features ?? {}) } };
  }
  return out;
}
