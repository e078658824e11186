CREATE TABLE "enterprise_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"material_number" varchar(60) DEFAULT '' NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"composition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mechanical" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_grade_id" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_standard_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"action" varchar(12) NOT NULL,
	"reason" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_standard_systems" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(50) NOT NULL,
	"name" varchar(200) NOT NULL,
	"year" smallint NOT NULL,
	"issuer" varchar(60) NOT NULL,
	"country" varchar(8) NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"material_standard_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"full_name" varchar(50) NOT NULL,
	"invited_by" integer,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"group_id" integer,
	"full_name" varchar(50) NOT NULL,
	"created_by_company" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommended_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"name" varchar(100) NOT NULL,
	"type" varchar(24) NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"picture_id" uuid NOT NULL,
	"introduction" text NOT NULL,
	"unit" varchar(20) NOT NULL,
	"price_unit" varchar(20) NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_grades" ADD CONSTRAINT "enterprise_grades_standard_id_enterprise_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."enterprise_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_grades" ADD CONSTRAINT "enterprise_grades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_grades" ADD CONSTRAINT "enterprise_grades_published_grade_id_material_grades_id_fk" FOREIGN KEY ("published_grade_id") REFERENCES "public"."material_grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_standard_audits" ADD CONSTRAINT "enterprise_standard_audits_grade_id_enterprise_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."enterprise_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_standard_audits" ADD CONSTRAINT "enterprise_standard_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_standard_audits" ADD CONSTRAINT "enterprise_standard_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_standard_systems" ADD CONSTRAINT "enterprise_standard_systems_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_standards" ADD CONSTRAINT "enterprise_standards_company_id_enterprise_standard_systems_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."enterprise_standard_systems"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_standards" ADD CONSTRAINT "enterprise_standards_material_standard_id_material_standards_id_fk" FOREIGN KEY ("material_standard_id") REFERENCES "public"."material_standards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_groups" ADD CONSTRAINT "company_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_group_id_company_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."company_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_group_id_company_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."company_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_picture_id_stored_files_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_grades_name_idx" ON "enterprise_grades" USING btree ("standard_id","name");--> statement-breakpoint
CREATE INDEX "enterprise_grades_company_idx" ON "enterprise_grades" USING btree ("company_id","standard_id");--> statement-breakpoint
CREATE INDEX "enterprise_grades_state_idx" ON "enterprise_grades" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "enterprise_standard_audits_company_idx" ON "enterprise_standard_audits" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "enterprise_standard_audits_grade_idx" ON "enterprise_standard_audits" USING btree ("grade_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enterprise_standard_audits_recent_idx" ON "enterprise_standard_audits" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_standards_number_idx" ON "enterprise_standards" USING btree ("company_id","number","year");--> statement-breakpoint
CREATE INDEX "enterprise_standards_company_idx" ON "enterprise_standards" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_groups_name_idx" ON "company_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "company_groups_order_idx" ON "company_groups" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_pending_idx" ON "company_invitations" USING btree ("company_id","user_id") WHERE "company_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_invitations_user_idx" ON "company_invitations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "company_members_group_idx" ON "company_members" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "stored_files_company_idx" ON "stored_files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stored_files_uploader_idx" ON "stored_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "recommended_products_company_idx" ON "recommended_products" USING btree ("company_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "recommended_products_state_idx" ON "recommended_products" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "recommended_products_public_idx" ON "recommended_products" USING btree ("state","reviewed_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "recommended_products_picture_idx" ON "recommended_products" USING btree ("picture_id");--> statement-breakpoint
CREATE INDEX "recommended_products_name_trgm_idx" ON "recommended_products" USING gin ("name" gin_trgm_ops);