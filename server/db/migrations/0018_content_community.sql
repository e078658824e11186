CREATE TABLE "content_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"slug" varchar(32),
	"catalogue_id" integer,
	"title_zh" varchar(200) DEFAULT '' NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"summary_zh" varchar(500) DEFAULT '' NOT NULL,
	"summary_en" varchar(500) DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"cover_file_id" uuid,
	"picture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_url" varchar(300),
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_catalogues" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" varchar(50) DEFAULT '' NOT NULL,
	"name_en" varchar(50) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_sections" (
	"code" varchar(24) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" varchar(200) DEFAULT '' NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"content" text NOT NULL,
	"contact" varchar(50) DEFAULT '' NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'noReply' NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"category" varchar(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"price" integer,
	"price_unit" varchar(20) DEFAULT '' NOT NULL,
	"region" varchar(50) DEFAULT '' NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_phone" varchar(30) DEFAULT '' NOT NULL,
	"picture_id" uuid,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title_zh" varchar(200) DEFAULT '' NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"summary_zh" varchar(500) DEFAULT '' NOT NULL,
	"summary_en" varchar(500) DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"cover_file_id" uuid,
	"picture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" varchar(12) DEFAULT 'new' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" varchar(50) DEFAULT '' NOT NULL,
	"name_en" varchar(50) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"format" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"directory_id" integer,
	"name_zh" varchar(200) DEFAULT '' NOT NULL,
	"name_en" varchar(200) DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" varchar(16) NOT NULL,
	"standard_no" varchar(40) NOT NULL,
	"equivalents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"size" varchar(20) NOT NULL,
	"diameter" double precision NOT NULL,
	"dimensions" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_catalogue_id_content_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."content_catalogues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_sections" ADD CONSTRAINT "home_sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offers" ADD CONSTRAINT "service_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offers" ADD CONSTRAINT "service_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offers" ADD CONSTRAINT "service_offers_picture_id_stored_files_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offers" ADD CONSTRAINT "service_offers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_entries" ADD CONSTRAINT "industry_entries_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_entries" ADD CONSTRAINT "industry_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_requests" ADD CONSTRAINT "industry_requests_entry_id_industry_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."industry_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_requests" ADD CONSTRAINT "industry_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_requests" ADD CONSTRAINT "industry_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_generations" ADD CONSTRAINT "doc_generations_template_id_doc_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."doc_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_generations" ADD CONSTRAINT "doc_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_templates" ADD CONSTRAINT "doc_templates_directory_id_doc_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."doc_directories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_templates" ADD CONSTRAINT "doc_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_articles_public_idx" ON "content_articles" USING btree ("kind","state","publish_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "content_articles_admin_idx" ON "content_articles" USING btree ("kind","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "content_articles_catalogue_idx" ON "content_articles" USING btree ("catalogue_id","sort","id");--> statement-breakpoint
CREATE INDEX "content_articles_cover_idx" ON "content_articles" USING btree ("cover_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_slug_idx" ON "content_articles" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_articles_title_trgm_idx" ON "content_articles" USING gin (("title_zh" || ' ' || "title_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_catalogues_parent_idx" ON "content_catalogues" USING btree ("parent_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answers_once_idx" ON "questionnaire_answers" USING btree ("questionnaire_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaires_state_idx" ON "questionnaires" USING btree ("state","published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "suggestions_user_idx" ON "suggestions" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "suggestions_queue_idx" ON "suggestions" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "service_offers_company_idx" ON "service_offers" USING btree ("company_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "service_offers_state_idx" ON "service_offers" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "service_offers_public_idx" ON "service_offers" USING btree ("state","category","reviewed_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "service_offers_picture_idx" ON "service_offers" USING btree ("picture_id");--> statement-breakpoint
CREATE INDEX "service_offers_name_trgm_idx" ON "service_offers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "industry_entries_public_idx" ON "industry_entries" USING btree ("kind","state","publish_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "industry_entries_admin_idx" ON "industry_entries" USING btree ("kind","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "industry_entries_cover_idx" ON "industry_entries" USING btree ("cover_file_id");--> statement-breakpoint
CREATE INDEX "industry_requests_entry_idx" ON "industry_requests" USING btree ("entry_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "industry_requests_user_idx" ON "industry_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "industry_requests_state_idx" ON "industry_requests" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "doc_directories_parent_idx" ON "doc_directories" USING btree ("parent_id","sort","id");--> statement-breakpoint
CREATE INDEX "doc_generations_user_idx" ON "doc_generations" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "doc_templates_directory_idx" ON "doc_templates" USING btree ("directory_id","state","id");--> statement-breakpoint
CREATE INDEX "doc_templates_name_trgm_idx" ON "doc_templates" USING gin (("name_zh" || ' ' || "name_en") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "standard_parts_size_idx" ON "standard_parts" USING btree ("standard_no","size");--> statement-breakpoint
CREATE INDEX "standard_parts_family_idx" ON "standard_parts" USING btree ("family","standard_no","diameter","id");