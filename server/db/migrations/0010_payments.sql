CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(18) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"telephone" varchar(30) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(18) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"telephone" varchar(30) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(100) NOT NULL,
	"remarks" varchar(200) DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"state" varchar(16) DEFAULT 'requested' NOT NULL,
	"invoice_no" varchar(20),
	"file_id" uuid,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"order_no" varchar(64),
	"outcome" varchar(24) NOT NULL,
	"detail" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"kind" varchar(16) NOT NULL,
	"item_ref" varchar(64) NOT NULL,
	"item_name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"list_amount" integer NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer NOT NULL,
	"state" varchar(16) DEFAULT 'waiting' NOT NULL,
	"channel" varchar(16),
	"live" boolean DEFAULT false NOT NULL,
	"transaction_id" varchar(64),
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"pay_token" varchar(64) NOT NULL,
	"delivery" jsonb,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "payment_orders_pay_token_unique" UNIQUE("pay_token"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount" > 0 and "payment_orders"."list_amount" >= "payment_orders"."amount")
);
--> statement-breakpoint
CREATE TABLE "library_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer,
	"order_no" varchar(24),
	"via" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"authors" varchar(200) DEFAULT '' NOT NULL,
	"publisher" varchar(100) DEFAULT '' NOT NULL,
	"year" smallint,
	"isbn" varchar(20) DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"page_count" integer,
	"cover_id" uuid,
	"file_id" uuid,
	"preview_id" uuid,
	"source" varchar(300) DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"seed_key" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "library_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_zh" varchar(50) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "library_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_type_id_library_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."library_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_cover_id_stored_files_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_preview_id_stored_files_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_user_title_idx" ON "invoice_titles" USING btree ("user_id","type","tax_no","title");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payment_orders_recent_idx" ON "payment_orders" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payment_orders_waiting_idx" ON "payment_orders" USING btree ("expires_at") WHERE "payment_orders"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "payment_orders_item_idx" ON "payment_orders" USING btree ("kind","item_ref","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_document_idx" ON "payment_orders" USING btree ("user_id","item_ref") WHERE "payment_orders"."kind" = 'library' and "payment_orders"."state" in ('waiting', 'paid');--> statement-breakpoint
CREATE INDEX "library_downloads_item_idx" ON "library_downloads" USING btree ("item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_items_list_idx" ON "library_items" USING btree ("published","kind","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "library_items_type_idx" ON "library_items" USING btree ("type_id");