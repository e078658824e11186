CREATE TABLE "quality_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"submission_id" integer NOT NULL,
	"user_type" varchar(20) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"address" varchar(200) NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"steelmaking_line" varchar(100) NOT NULL,
	"rolling_line" varchar(100) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_info" varchar(100) NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"year" smallint NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"standard_codes" text[] NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"steelmaking_line" varchar(100) NOT NULL,
	"rolling_line" varchar(100) NOT NULL,
	"year" smallint NOT NULL,
	"method_version" varchar(20) NOT NULL,
	"total" double precision NOT NULL,
	"small_sample" boolean NOT NULL,
	"n" integer NOT NULL,
	"score" jsonb NOT NULL,
	"report_price" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_lines_total" CHECK ("quality_lines"."total" >= 0 and "quality_lines"."total" <= 100),
	CONSTRAINT "quality_lines_price" CHECK ("quality_lines"."report_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "quality_methods" (
	"version" varchar(20) PRIMARY KEY NOT NULL,
	"method" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"category_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"data_file_id" varchar(36) NOT NULL,
	"data_file_name" varchar(200) DEFAULT '' NOT NULL,
	"report_file_id" varchar(36),
	"samples" jsonb NOT NULL,
	"n" integer NOT NULL,
	"method_version" varchar(20),
	"score" jsonb,
	"total" double precision,
	"small_sample" boolean,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quality_applications" ADD CONSTRAINT "quality_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_applications" ADD CONSTRAINT "quality_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_applications" ADD CONSTRAINT "quality_applications_submission_id_quality_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."quality_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_enterprises" ADD CONSTRAINT "quality_enterprises_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_lines" ADD CONSTRAINT "quality_lines_application_id_quality_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."quality_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_lines" ADD CONSTRAINT "quality_lines_enterprise_id_quality_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."quality_enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_lines" ADD CONSTRAINT "quality_lines_submission_id_quality_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."quality_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_lines" ADD CONSTRAINT "quality_lines_category_id_quality_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."quality_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_lines" ADD CONSTRAINT "quality_lines_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_lines" ADD CONSTRAINT "quality_lines_method_version_quality_methods_version_fk" FOREIGN KEY ("method_version") REFERENCES "public"."quality_methods"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_submissions" ADD CONSTRAINT "quality_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_submissions" ADD CONSTRAINT "quality_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_submissions" ADD CONSTRAINT "quality_submissions_category_id_quality_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."quality_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_submissions" ADD CONSTRAINT "quality_submissions_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_applications_user_idx" ON "quality_applications" USING btree ("user_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "quality_applications_state_idx" ON "quality_applications" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_categories_code_idx" ON "quality_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_enterprises_credit_code_idx" ON "quality_enterprises" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "quality_enterprises_company_idx" ON "quality_enterprises" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_lines_application_idx" ON "quality_lines" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "quality_lines_ranking_idx" ON "quality_lines" USING btree ("category_id","year","total" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "quality_lines_year_idx" ON "quality_lines" USING btree ("year","total" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "quality_lines_enterprise_idx" ON "quality_lines" USING btree ("enterprise_id","year");--> statement-breakpoint
CREATE INDEX "quality_lines_grade_idx" ON "quality_lines" USING btree ("grade_id","total" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quality_submissions_user_idx" ON "quality_submissions" USING btree ("user_id","created_at" DESC NULLS LAST,"id");