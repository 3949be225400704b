import type { z } from "zod";
import type { apiErrorBodySchema } from "./api-contract/define";
import type { checkoutRequestSchema, endTrialRequestSchema } from "./api-contract/billing";
import type * as s from "./api-contract/schemas";
import type { createProductRequest } from "./products/create-product-schema";

/**
 * The names of the shapes the API sends and takes. Each is the type of its schema in
 * src/core/api-contract (decision 070), so the server that produces a body, the SPA that reads it
 * and the API tests that check it share one declaration; the field notes are on the schemas.
 */
type Out<T extends z.ZodType> = z.output<T>;

export type ApiUser = Out<typeof s.apiUserSchema>;
export type ApiSubscription = Out<typeof s.apiSubscriptionSchema>;
export type SyncCheckResponse = Out<typeof s.syncCheckResponseSchema>;
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutResponse = Out<typeof s.checkoutResponseSchema>;
export type BillingUrlResponse = Out<typeof s.billingUrlResponseSchema>;
export type ApiPaddleSubscription = Out<typeof s.apiPaddleSubscriptionSchema>;
export type PaddleSubscriptionsResponse = Out<typeof s.paddleSubscriptionsResponseSchema>;
export type SimulatedPayResponse = Out<typeof s.simulatedPayResponseSchema>;
export type TrialOfferResponse = Out<typeof s.trialOfferResponseSchema>;
export type SimulatedTrialResponse = Out<typeof s.simulatedTrialResponseSchema>;
export type EndTrialRequest = z.input<typeof endTrialRequestSchema>;
export type ProductExportResponse = Out<typeof s.productExportResponseSchema>;
export type PaymentsConfig = Out<typeof s.paymentsConfigSchema>;
export type ApiNotificationSettings = Out<typeof s.notificationSettingsSchema>;
export type ApiNotificationEmail = Out<typeof s.notificationEmailSchema>;
export type MeResponse = Out<typeof s.meResponseSchema>;
export type EmailConfirmationStep = Out<typeof s.emailConfirmationStepSchema>;
export type EmailConfirmationInfo = Out<typeof s.emailConfirmationInfoSchema>;
export type DeleteAccountResponse = Out<typeof s.deleteAccountResponseSchema>;
export type SessionResponse = Out<typeof s.sessionResponseSchema>;
export type PublicConfig = Out<typeof s.publicConfigSchema>;
export type LocalMail = Out<typeof s.localMailSchema>;
export type AnalyticsProviderConfig = Out<typeof s.analyticsProviderConfigSchema>;
export type ApiErrorBody = Out<typeof apiErrorBodySchema>;
export type ApiProductStatus = Out<typeof s.apiProductStatusSchema>;
export type ApiUpload = Out<typeof s.apiUploadSchema>;
export type UploadResponse = Out<typeof s.uploadResponseSchema>;
export type ApiProduct = Out<typeof s.apiProductSchema>;
export type VersionSource = Out<typeof s.versionSourceSchema>;
export type ApiListingVersionSummary = Out<typeof s.apiListingVersionSummarySchema>;
export type ListingVersionsResponse = Out<typeof s.listingVersionsResponseSchema>;
export type ApiListingVersion = Out<typeof s.apiListingVersionSchema>;
export type SaveListingResponse = Out<typeof s.productResponseSchema>;
export type ListingConflictBody = Out<typeof s.listingConflictBodySchema>;
export type ApiRegeneration = Out<typeof s.apiRegenerationSchema>;
export type RegenerateResponse = Out<typeof s.regenerateResponseSchema>;
export type ExportFormat = Out<typeof s.exportFormatSchema>;
export type ExportPreset = Out<typeof s.exportPresetSchema>;
export type ApiPresetField = Out<typeof s.apiPresetFieldSchema>;
export type ApiPreset = Out<typeof s.apiPresetSchema>;
export type ApiProductSummary = Out<typeof s.apiProductSummarySchema>;
export type ProductListResponse = Out<typeof s.productListResponseSchema>;
export type DuplicateProduct = Out<typeof s.duplicateProductSchema>;
/**
 * What the wizard sends: the request schema's input, except that the wizard keeps its platform and
 * format answers as plain strings (the schema refuses one it does not know with a 400).
 */
export type CreateProductRequest = Omit<z.input<typeof createProductRequest>, "targetPlatform" | "fileFormats"> & {
  targetPlatform: string[];
  fileFormats: string | null;
};
export type CreateProductResponse = Out<typeof s.createProductResponseSchema>;
