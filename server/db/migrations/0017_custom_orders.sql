CREATE TABLE "custom_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(28) NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"state" varchar(16) DEFAULT 'preReview' NOT NULL,
	"type" varchar(24) NOT NULL,
	"name" varchar(50) NOT NULL,
	"base_grades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"composition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shape" varchar(16) NOT NULL,
	"dimensions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" double precision NOT NULL,
	"quantity_unit" varchar(8) NOT NULL,
	"delivery_date" date NOT NULL,
	"address_id" integer,
	"address" jsonb,
	"application" varchar(50) NOT NULL,
	"remarks" varchar(50) DEFAULT '' NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_amount" integer,
	"deposit_amount" integer,
	"plan" text,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"acceptance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offered_at" timestamp with time zone,
	"contract_no" varchar(32),
	"contract_drawn_at" timestamp with time zone,
	"buyer_signed_file_id" varchar(36),
	"platform_signed_file_id" varchar(36),
	"deposit_order_id" integer,
	"deposit_paid_at" timestamp with time zone,
	"balance_order_id" integer,
	"balance_paid_at" timestamp with time zone,
	"shipment_no" varchar(40),
	"reject_reason" text,
	"cancel_reason" text,
	"evaluation_stars" smallint,
	"evaluation_text" text,
	"evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "custom_orders_amounts" CHECK ("custom_orders"."total_amount" is null or ("custom_orders"."total_amount" > 0 and "custom_orders"."deposit_amount" > 0 and "custom_orders"."deposit_amount" <= "custom_orders"."total_amount"))
);
--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_deposit_order_id_payment_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_balance_order_id_payment_orders_id_fk" FOREIGN KEY ("balance_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_orders_user_idx" ON "custom_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "custom_orders_state_idx" ON "custom_orders" USING btree ("state","created_at" DESC NULLS LAST,"id");