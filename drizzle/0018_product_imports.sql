CREATE TABLE "product_import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"status" text NOT NULL,
	"label" text NOT NULL,
	"input" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_id" uuid,
	"failure" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "product_import_rows_status_check" CHECK ("product_import_rows"."status" in ('invalid', 'ready', 'over_limit', 'waiting', 'created', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"csv_name" text NOT NULL,
	"zip_name" text,
	"zip_key" text,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_imports_status_check" CHECK ("product_imports"."status" in ('previewed', 'running', 'finished', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_rows_product_idx" ON "product_import_rows" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_imports_user_created_idx" ON "product_imports" USING btree ("user_id","created_at");