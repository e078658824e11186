CREATE TABLE "workflow_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(32) NOT NULL,
	"subject_id" integer NOT NULL,
	"company_id" integer,
	"action" varchar(24) NOT NULL,
	"from_state" varchar(24) NOT NULL,
	"to_state" varchar(24) NOT NULL,
	"actor_id" integer,
	"note" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_history_subject_idx" ON "workflow_history" USING btree ("subject","subject_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "workflow_history_company_idx" ON "workflow_history" USING btree ("subject","company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "workflow_history_recent_idx" ON "workflow_history" USING btree ("subject","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- The enterprise-standard audit trail moves into the shared history; a submission follows a rejection or a draft.
INSERT INTO "workflow_history" ("subject", "subject_id", "company_id", "action", "from_state", "to_state", "actor_id", "note", "created_at")
SELECT 'enterpriseGrade', "grade_id", "company_id", "action",
	CASE "action"
		WHEN 'submit' THEN CASE WHEN lag("action") OVER (PARTITION BY "grade_id" ORDER BY "created_at", "id") = 'reject' THEN 'rejected' ELSE 'draft' END
		WHEN 'repeal' THEN 'approved'
		ELSE 'pending'
	END,
	CASE "action" WHEN 'submit' THEN 'pending' WHEN 'approve' THEN 'approved' WHEN 'reject' THEN 'rejected' ELSE 'repealed' END,
	"user_id", "reason", "created_at"
FROM "enterprise_standard_audits"
ORDER BY "created_at", "id";
