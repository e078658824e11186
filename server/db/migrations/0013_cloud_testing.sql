CREATE TABLE "calendar_days" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name_zh" varchar(20) NOT NULL,
	"name_en" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"category" varchar(24) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"standards" jsonb NOT NULL,
	"sample_zh" text NOT NULL,
	"sample_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "detection_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" varchar(24) NOT NULL,
	"subject_id" integer NOT NULL,
	"event" varchar(24) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supervisor_regions" (
	"user_id" integer NOT NULL,
	"region" varchar(16) NOT NULL,
	CONSTRAINT "supervisor_regions_user_id_region_pk" PRIMARY KEY("user_id","region")
);
--> statement-breakpoint
CREATE TABLE "test_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"company_id" integer,
	"common" boolean DEFAULT false NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'private' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(28) NOT NULL,
	"kind" varchar(4) NOT NULL,
	"kit_id" integer,
	"kit_name" varchar(100),
	"batch" boolean DEFAULT false NOT NULL,
	"project_name" varchar(100) NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"laboratory_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"samples" jsonb NOT NULL,
	"address_id" integer,
	"address" jsonb,
	"remarks" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"final_amount" integer,
	"estimated_days" smallint NOT NULL,
	"due_date" date,
	"leader_name" varchar(50),
	"leader_phone" varchar(30),
	"payment_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_order_id" integer,
	"balance_order_id" integer,
	"paid_at" timestamp with time zone,
	"balance_paid_at" timestamp with time zone,
	"report_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_reason" text,
	"evaluation_stars" smallint,
	"evaluation_text" text,
	"evaluated_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "test_orders_amount" CHECK ("test_orders"."amount" >= 0 and ("test_orders"."final_amount" is null or "test_orders"."final_amount" >= 0))
);
--> statement-breakpoint
ALTER TABLE "laboratories" ADD COLUMN "region" varchar(16);--> statement-breakpoint
ALTER TABLE "laboratory_capabilities" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_regions" ADD CONSTRAINT "supervisor_regions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_kits" ADD CONSTRAINT "test_kits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_kits" ADD CONSTRAINT "test_kits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_orders" ADD CONSTRAINT "test_orders_kit_id_test_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."test_kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_orders" ADD CONSTRAINT "test_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_orders" ADD CONSTRAINT "test_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_orders" ADD CONSTRAINT "test_orders_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_orders" ADD CONSTRAINT "test_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_orders" ADD CONSTRAINT "test_orders_balance_order_id_payment_orders_id_fk" FOREIGN KEY ("balance_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detection_items_kind_idx" ON "detection_items" USING btree ("kind","category","sort");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "test_kits_owner_idx" ON "test_kits" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "test_kits_state_idx" ON "test_kits" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "test_kits_public_idx" ON "test_kits" USING btree ("common","updated_at" DESC NULLS LAST) WHERE "test_kits"."state" = 'approved';--> statement-breakpoint
CREATE INDEX "test_orders_user_idx" ON "test_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "test_orders_company_idx" ON "test_orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "test_orders_lab_idx" ON "test_orders" USING btree ("laboratory_id","state","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "test_orders_state_idx" ON "test_orders" USING btree ("state","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "laboratory_capabilities" ADD CONSTRAINT "laboratory_capabilities_item_id_detection_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."detection_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "laboratory_capabilities_item_idx" ON "laboratory_capabilities" USING btree ("item_id");