ALTER TABLE "material_grades" ADD COLUMN "former_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "material_grades" ADD COLUMN "former_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "material_grades_former_idx" ON "material_grades" USING btree ("type","id") WHERE cardinality("material_grades"."former_keys") > 0;