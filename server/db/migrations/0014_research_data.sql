CREATE TABLE "research_data_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_set_id" integer NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"via" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_data_grants_one" CHECK (("research_data_grants"."user_id" is null) <> ("research_data_grants"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "research_data_reactions" (
	"data_set_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_data_reactions_data_set_id_user_id_kind_pk" PRIMARY KEY("data_set_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "research_data_references" (
	"data_set_id" integer NOT NULL,
	"cited_id" integer NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_data_references_data_set_id_cited_id_pk" PRIMARY KEY("data_set_id","cited_id")
);
--> statement-breakpoint
CREATE TABLE "research_data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_set_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"answer" varchar(500),
	"grant_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_data_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_set_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"values" jsonb NOT NULL,
	"from_version" integer NOT NULL,
	"to_version" integer
);
--> statement-breakpoint
CREATE TABLE "research_data_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"company_id" integer,
	"name" varchar(100) NOT NULL,
	"material_name" varchar(100) NOT NULL,
	"grade_id" integer,
	"data_source" varchar(200) DEFAULT '' NOT NULL,
	"experiment_type" varchar(16) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" varchar(12) DEFAULT 'draft' NOT NULL,
	"publication" varchar(12) DEFAULT 'unpublished' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"head_version" integer DEFAULT 0 NOT NULL,
	"head_hash" varchar(64),
	"recycled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_data_versions" (
	"data_set_id" integer NOT NULL,
	"version" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"previous_hash" varchar(64),
	"signed_at" varchar(30) NOT NULL,
	"key_id" varchar(16) NOT NULL,
	"signature" text NOT NULL,
	"summary" varchar(200) NOT NULL,
	"meta" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"author_id" integer,
	CONSTRAINT "research_data_versions_data_set_id_version_pk" PRIMARY KEY("data_set_id","version")
);
--> statement-breakpoint
CREATE TABLE "research_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"company_id" integer,
	"name" varchar(100) NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"member_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_projects_dates" CHECK ("research_projects"."end_date" is null or "research_projects"."start_date" is null or "research_projects"."end_date" >= "research_projects"."start_date")
);
--> statement-breakpoint
ALTER TABLE "research_data_grants" ADD CONSTRAINT "research_data_grants_data_set_id_research_data_sets_id_fk" FOREIGN KEY ("data_set_id") REFERENCES "public"."research_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_grants" ADD CONSTRAINT "research_data_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_grants" ADD CONSTRAINT "research_data_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_grants" ADD CONSTRAINT "research_data_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_reactions" ADD CONSTRAINT "research_data_reactions_data_set_id_research_data_sets_id_fk" FOREIGN KEY ("data_set_id") REFERENCES "public"."research_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_reactions" ADD CONSTRAINT "research_data_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_references" ADD CONSTRAINT "research_data_references_data_set_id_research_data_sets_id_fk" FOREIGN KEY ("data_set_id") REFERENCES "public"."research_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_references" ADD CONSTRAINT "research_data_references_cited_id_research_data_sets_id_fk" FOREIGN KEY ("cited_id") REFERENCES "public"."research_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_requests" ADD CONSTRAINT "research_data_requests_data_set_id_research_data_sets_id_fk" FOREIGN KEY ("data_set_id") REFERENCES "public"."research_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_requests" ADD CONSTRAINT "research_data_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_requests" ADD CONSTRAINT "research_data_requests_grant_id_research_data_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."research_data_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_rows" ADD CONSTRAINT "research_data_rows_data_set_id_research_data_sets_id_fk" FOREIGN KEY ("data_set_id") REFERENCES "public"."research_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_sets" ADD CONSTRAINT "research_data_sets_project_id_research_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."research_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_sets" ADD CONSTRAINT "research_data_sets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_sets" ADD CONSTRAINT "research_data_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_sets" ADD CONSTRAINT "research_data_sets_grade_id_material_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."material_grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_versions" ADD CONSTRAINT "research_data_versions_data_set_id_research_data_sets_id_fk" FOREIGN KEY ("data_set_id") REFERENCES "public"."research_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_versions" ADD CONSTRAINT "research_data_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_projects" ADD CONSTRAINT "research_projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_projects" ADD CONSTRAINT "research_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_data_grants_set_idx" ON "research_data_grants" USING btree ("data_set_id");--> statement-breakpoint
CREATE INDEX "research_data_grants_user_idx" ON "research_data_grants" USING btree ("user_id","data_set_id");--> statement-breakpoint
CREATE INDEX "research_data_grants_company_idx" ON "research_data_grants" USING btree ("company_id","data_set_id");--> statement-breakpoint
CREATE INDEX "research_data_reactions_user_idx" ON "research_data_reactions" USING btree ("user_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_data_references_cited_idx" ON "research_data_references" USING btree ("cited_id");--> statement-breakpoint
CREATE INDEX "research_data_requests_set_idx" ON "research_data_requests" USING btree ("data_set_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_data_requests_requester_idx" ON "research_data_requests" USING btree ("requester_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "research_data_requests_pending_idx" ON "research_data_requests" USING btree ("data_set_id","requester_id") WHERE "research_data_requests"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "research_data_rows_current_idx" ON "research_data_rows" USING btree ("data_set_id","row_no") WHERE "research_data_rows"."to_version" is null;--> statement-breakpoint
CREATE INDEX "research_data_rows_version_idx" ON "research_data_rows" USING btree ("data_set_id","from_version","row_no");--> statement-breakpoint
CREATE INDEX "research_data_sets_project_idx" ON "research_data_sets" USING btree ("project_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "research_data_sets_owner_idx" ON "research_data_sets" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "research_data_sets_company_idx" ON "research_data_sets" USING btree ("company_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "research_data_sets_publication_idx" ON "research_data_sets" USING btree ("publication","submitted_at","id");--> statement-breakpoint
CREATE INDEX "research_data_sets_visibility_idx" ON "research_data_sets" USING btree ("visibility","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "research_projects_owner_idx" ON "research_projects" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "research_projects_company_idx" ON "research_projects" USING btree ("company_id","updated_at" DESC NULLS LAST,"id");