import { z } from 'zod';
import { PageQuery, Pagination, Timestamp } from './common';
import { DeliveryStatus, WebhookEvent } from './enums';

/** A form's webhook as the API shows it: the secret itself never leaves the server. */
export const WebhookConfig = z.object({
  id: z.string(),
  formId: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  isActive: z.boolean(),
  hasSecret: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookConfig = z.infer<typeof WebhookConfig>;

/** GET /api/forms/:id/webhook answers the configuration or null. */
export const WebhookConfigOrNull = WebhookConfig.nullable();

/** PUT body: url and events are required when creating; `secret: null` removes the secret, an absent one keeps it. */
export const PutWebhookBody = z
  .object({
    url: z.string().trim().min(1).max(2048).optional(),
    events: z.array(WebhookEvent).min(1).max(10).optional(),
    isActive: z.boolean().optional(),
    secret: z.string().min(1).max(1000).nullable().optional(),
  })
  .meta({
    examples: [
      {
        url: 'https://hooks.example.com/charla',
        events: ['conversation.completed'],
        isActive: true,
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      },
    ],
  });
export type PutWebhookBody = z.infer<typeof PutWebhookBody>;

/** One entry of the delivery log. `eventId` is the `webhook-id` header the receiver saw. */
export const Delivery = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  test: z.boolean(),
  status: DeliveryStatus,
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Delivery = z.infer<typeof Delivery>;

export const DeliveryListQuery = PageQuery;
export type DeliveryListQuery = z.infer<typeof DeliveryListQuery>;

export const DeliveryList = z.object({ deliveries: z.array(Delivery), pagination: Pagination });
export type DeliveryList = z.infer<typeof DeliveryList>;

export const DeliveryParams = z.object({
  id: z.string().min(1).max(100),
  deliveryId: z.string().min(1).max(100),
});

/** POST /api/forms/:id/webhook/test on a 2xx answer. */
export const TestResult = z.object({ success: z.literal(true), statusCode: z.number().int() });
export type TestResult = z.infer<typeof TestResult>;
