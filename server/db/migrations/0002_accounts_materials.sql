CREATE TABLE "agreement_acceptances" (
	"user_id" integer NOT NULL,
	"agreement_type" varchar(32) NOT NULL,
	"version" varchar(16) NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"client_ip" varchar(64),
	CONSTRAINT "agreement_acceptances_user_id_agreement_type_version_pk" PRIMARY KEY("user_id","agreement_type","version")
);
--> statement-breakpoint
CREATE TABLE "company_registrations" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"registered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_codes" (
	"key_hash" varchar(64) PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_lockouts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_token_uses" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"target" varchar(200) NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"user_id" integer,
	"code_hash" varchar(64) NOT NULL,
	"client_ip" varchar(64),
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_authorizations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"user_id" integer,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"openid" varchar(64),
	"unionid" varchar(64),
	"nickname" varchar(64),
	"ticket_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"openid" varchar(64) NOT NULL,
	"unionid" varchar(64),
	"nickname" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_set_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"data_set_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"citation" text NOT NULL,
	"licence" text NOT NULL,
	"source_url" text,
	"columns" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"user_id" integer,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(12) NOT NULL,
	"zh" text NOT NULL,
	"en" text NOT NULL,
	"key_zh" text NOT NULL,
	"key_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_compositions" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"el" varchar(16) NOT NULL,
	"min" double precision,
	"max" double precision,
	"typical" double precision,
	"note" varchar(80),
	"lo" double precision,
	"hi" double precision,
	"sort" smallint NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "material_compositions_min_max" CHECK ("material_compositions"."min" is null or "material_compositions"."max" is null or "material_compositions"."min" <= "material_compositions"."max")
);
--> statement-breakpoint
CREATE TABLE "material_equivalents" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"standard" varchar(60) NOT NULL,
	"grade" varchar(80) NOT NULL,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(12) NOT NULL,
	"standard_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"temper" varchar(16) DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"material_numbers" text[] DEFAULT '{}' NOT NULL,
	"processes" text[] DEFAULT '{}' NOT NULL,
	"heat_treatment_zh" text,
	"heat_treatment_en" text,
	"uses_zh" text,
	"uses_en" text,
	"corrections" text[] DEFAULT '{}' NOT NULL,
	"enterprise_standard" boolean DEFAULT false NOT NULL,
	"company_id" integer,
	"synthetic" boolean DEFAULT false NOT NULL,
	"name_key" varchar(80) NOT NULL,
	"search_keys" text[] NOT NULL,
	"trgm_text" text NOT NULL,
	"composition_summary" text DEFAULT '' NOT NULL,
	"yield_min" double precision,
	"tensile_min" double precision,
	"elongation_min" double precision,
	"hardness_hb" double precision,
	"impact_min" double precision,
	"element_bounds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_mechanical" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"condition" varchar(60) NOT NULL,
	"thickness_from" double precision,
	"thickness_to" double precision,
	"direction" varchar(2),
	"yield_min" double precision,
	"yield_max" double precision,
	"yield_typical" double precision,
	"yield_kind" varchar(16),
	"tensile_min" double precision,
	"tensile_max" double precision,
	"tensile_typical" double precision,
	"elongation_min" double precision,
	"elongation_typical" double precision,
	"elongation_gauge" varchar(16),
	"reduction_of_area_min" double precision,
	"hardness_min" double precision,
	"hardness_max" double precision,
	"hardness_scale" varchar(8),
	"impact_energy_min" double precision,
	"impact_temp_c" double precision,
	"impact_specimen" varchar(12),
	"sort" smallint NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "material_mechanical_yield" CHECK ("material_mechanical"."yield_min" is null or "material_mechanical"."yield_max" is null or "material_mechanical"."yield_min" <= "material_mechanical"."yield_max"),
	CONSTRAINT "material_mechanical_tensile" CHECK ("material_mechanical"."tensile_min" is null or "material_mechanical"."tensile_max" is null or "material_mechanical"."tensile_min" <= "material_mechanical"."tensile_max"),
	CONSTRAINT "material_mechanical_hardness" CHECK ("material_mechanical"."hardness_min" is null or "material_mechanical"."hardness_max" is null or "material_mechanical"."hardness_min" <= "material_mechanical"."hardness_max")
);
--> statement-breakpoint
CREATE TABLE "material_physical" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"property" varchar(40) NOT NULL,
	"value" double precision NOT NULL,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(12) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"keyword_key" varchar(100) NOT NULL,
	"result_count" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"number" varchar(60) NOT NULL,
	"year" smallint NOT NULL,
	"country" varchar(8) NOT NULL,
	"body" varchar(60) NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"number_key" varchar(80) NOT NULL,
	"code_key" varchar(80) NOT NULL,
	"title_key_zh" text NOT NULL,
	"title_key_en" text NOT NULL,
	"content_hash" varchar(64),
	"origin" varchar(12) DEFAULT 'catalogue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"ref" varchar(80) NOT NULL,
	"standard_id" integer,
	"data_set_id" integer,
	CONSTRAINT "value_sources_origin" CHECK ("value_sources"."standard_id" is not null or "value_sources"."data_set_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_registrations" ADD CONSTRAINT "company_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_registrations" ADD CONSTRAINT "company_registrations_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_lockouts" ADD CONSTRAINT "login_lockouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_authorizations" ADD CONSTRAINT "wechat_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_set_rows" ADD CONSTRAINT "data_set_rows_data_set_id_data_sets_id_fk" FOREIGN KEY ("data_set_id") REFERENCES "public"."data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_favourites" ADD CONSTRAINT "grade_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_favourites" ADD CONSTRAINT "grade_favourites_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_views" ADD CONSTRAINT "grade_views_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_views" ADD CONSTRAINT "grade_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_compositions" ADD CONSTRAINT "material_compositions_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_compositions" ADD CONSTRAINT "material_compositions_source_id_value_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."value_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_equivalents" ADD CONSTRAINT "material_equivalents_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_equivalents" ADD CONSTRAINT "material_equivalents_source_id_value_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."value_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_grades" ADD CONSTRAINT "material_grades_standard_id_material_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."material_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_grades" ADD CONSTRAINT "material_grades_category_id_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."material_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_grades" ADD CONSTRAINT "material_grades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_mechanical" ADD CONSTRAINT "material_mechanical_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_mechanical" ADD CONSTRAINT "material_mechanical_source_id_value_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."value_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_physical" ADD CONSTRAINT "material_physical_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_physical" ADD CONSTRAINT "material_physical_source_id_value_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."value_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_search_history" ADD CONSTRAINT "material_search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_search_log" ADD CONSTRAINT "material_search_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_sources" ADD CONSTRAINT "value_sources_standard_id_material_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."material_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_sources" ADD CONSTRAINT "value_sources_data_set_id_data_sets_id_fk" FOREIGN KEY ("data_set_id") REFERENCES "public"."data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_codes_expires_idx" ON "image_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "sso_token_uses_expires_idx" ON "sso_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_client_idx" ON "verification_codes" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_authorizations_state_idx" ON "wechat_authorizations" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_authorizations_ticket_idx" ON "wechat_authorizations" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "wechat_authorizations_expires_idx" ON "wechat_authorizations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_bindings_openid_idx" ON "wechat_bindings" USING btree ("openid");--> statement-breakpoint
CREATE UNIQUE INDEX "data_set_rows_row_idx" ON "data_set_rows" USING btree ("data_set_id","row_no");--> statement-breakpoint
CREATE UNIQUE INDEX "data_sets_key_idx" ON "data_sets" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "grade_favourites_user_grade_idx" ON "grade_favourites" USING btree ("user_id","grade_id");--> statement-breakpoint
CREATE INDEX "grade_favourites_recent_idx" ON "grade_favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "grade_favourites_grade_idx" ON "grade_favourites" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "grade_views_grade_idx" ON "grade_views" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "grade_views_recent_idx" ON "grade_views" USING btree ("type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "material_categories_name_idx" ON "material_categories" USING btree ("type","zh","en");--> statement-breakpoint
CREATE UNIQUE INDEX "material_compositions_grade_el_idx" ON "material_compositions" USING btree ("grade_id","el");--> statement-breakpoint
CREATE INDEX "material_compositions_range_idx" ON "material_compositions" USING btree ("el","lo","hi","grade_id");--> statement-breakpoint
CREATE INDEX "material_compositions_source_idx" ON "material_compositions" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "material_equivalents_grade_idx" ON "material_equivalents" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "material_equivalents_source_idx" ON "material_equivalents" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_grades_identity_idx" ON "material_grades" USING btree ("standard_id","name","temper");--> statement-breakpoint
CREATE INDEX "material_grades_name_key_idx" ON "material_grades" USING btree ("type","name_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "material_grades_standard_idx" ON "material_grades" USING btree ("standard_id","type","name_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "material_grades_category_idx" ON "material_grades" USING btree ("category_id","name_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "material_grades_name_idx" ON "material_grades" USING btree ("type","name","id");--> statement-breakpoint
CREATE INDEX "material_grades_keys_idx" ON "material_grades" USING gin ("search_keys");--> statement-breakpoint
CREATE INDEX "material_grades_trgm_idx" ON "material_grades" USING gin ("trgm_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "material_grades_yield_idx" ON "material_grades" USING btree ("type","yield_min","id");--> statement-breakpoint
CREATE INDEX "material_grades_yield_desc_idx" ON "material_grades" USING btree ("type","yield_min" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "material_grades_tensile_idx" ON "material_grades" USING btree ("type","tensile_min","id");--> statement-breakpoint
CREATE INDEX "material_grades_tensile_desc_idx" ON "material_grades" USING btree ("type","tensile_min" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "material_grades_elongation_idx" ON "material_grades" USING btree ("type","elongation_min");--> statement-breakpoint
CREATE INDEX "material_grades_hardness_idx" ON "material_grades" USING btree ("type","hardness_hb");--> statement-breakpoint
CREATE INDEX "material_grades_impact_idx" ON "material_grades" USING btree ("type","impact_min");--> statement-breakpoint
CREATE INDEX "material_grades_company_idx" ON "material_grades" USING btree ("company_id") WHERE "material_grades"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "material_mechanical_grade_idx" ON "material_mechanical" USING btree ("grade_id","sort");--> statement-breakpoint
CREATE INDEX "material_mechanical_source_idx" ON "material_mechanical" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "material_physical_grade_idx" ON "material_physical" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "material_physical_source_idx" ON "material_physical" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_search_history_keyword_idx" ON "material_search_history" USING btree ("user_id","type","keyword");--> statement-breakpoint
CREATE INDEX "material_search_history_recent_idx" ON "material_search_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "material_search_log_recent_idx" ON "material_search_log" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "material_search_log_created_idx" ON "material_search_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "material_standards_code_idx" ON "material_standards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "material_standards_number_idx" ON "material_standards" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "value_sources_code_ref_idx" ON "value_sources" USING btree ("code","ref");