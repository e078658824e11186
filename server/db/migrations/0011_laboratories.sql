CREATE TABLE "booking_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"text" text NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_no" varchar(24) NOT NULL,
	"instrument_id" integer NOT NULL,
	"laboratory_id" integer NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"state" varchar(16) DEFAULT 'waiting' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	"sample_name" varchar(100) NOT NULL,
	"sample_count" integer NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"response_deadline" timestamp with time zone NOT NULL,
	"response_note" text,
	"responded_at" timestamp with time zone,
	"payment_order_id" integer,
	"paid_at" timestamp with time zone,
	"cancel_reason" text,
	"evaluation_stars" smallint,
	"evaluation_text" text,
	"evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_bookings_booking_no_unique" UNIQUE("booking_no"),
	CONSTRAINT "equipment_bookings_time" CHECK ("equipment_bookings"."ends_at" > "equipment_bookings"."starts_at"),
	CONSTRAINT "equipment_bookings_price" CHECK ("equipment_bookings"."price" > 0 and "equipment_bookings"."sample_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "laboratories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"applicant_id" integer,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"logo_id" uuid,
	"brochure_id" uuid,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_phone" varchar(30) DEFAULT '' NOT NULL,
	"city" varchar(50) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capability_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laboratories_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "laboratory_capabilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"laboratory_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"standard_method" varchar(200) NOT NULL,
	"price" integer NOT NULL,
	"cycle_days" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laboratory_capabilities_price" CHECK ("laboratory_capabilities"."price" >= 0 and "laboratory_capabilities"."cycle_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "laboratory_instruments" (
	"id" serial PRIMARY KEY NOT NULL,
	"laboratory_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"model" varchar(100) NOT NULL,
	"maker" varchar(100) DEFAULT '' NOT NULL,
	"type_code" varchar(32) NOT NULL,
	"specifications" text DEFAULT '' NOT NULL,
	"photo_id" uuid,
	"open_hours" jsonb,
	"slot_minutes" smallint,
	"hourly_price" integer,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laboratory_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"laboratory_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"picture_id" uuid,
	"file_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_demand_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"laboratory_id" integer NOT NULL,
	"price" integer NOT NULL,
	"days" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'offered' NOT NULL,
	"payment_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_demand_quotes_one_idx" UNIQUE("demand_id","laboratory_id")
);
--> statement-breakpoint
CREATE TABLE "research_demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_no" varchar(24) NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"title" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"material" varchar(100) NOT NULL,
	"sample_count" integer NOT NULL,
	"equipment_type" varchar(32),
	"wished_date" date,
	"budget" integer,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"close_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_demands_demand_no_unique" UNIQUE("demand_no")
);
--> statement-breakpoint
ALTER TABLE "booking_records" ADD CONSTRAINT "booking_records_booking_id_equipment_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."equipment_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_records" ADD CONSTRAINT "booking_records_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_bookings" ADD CONSTRAINT "equipment_bookings_instrument_id_laboratory_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."laboratory_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_bookings" ADD CONSTRAINT "equipment_bookings_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_bookings" ADD CONSTRAINT "equipment_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_bookings" ADD CONSTRAINT "equipment_bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_bookings" ADD CONSTRAINT "equipment_bookings_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratories" ADD CONSTRAINT "laboratories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratories" ADD CONSTRAINT "laboratories_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratories" ADD CONSTRAINT "laboratories_logo_id_stored_files_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratories" ADD CONSTRAINT "laboratories_brochure_id_stored_files_id_fk" FOREIGN KEY ("brochure_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratories" ADD CONSTRAINT "laboratories_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_capabilities" ADD CONSTRAINT "laboratory_capabilities_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_instruments" ADD CONSTRAINT "laboratory_instruments_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_instruments" ADD CONSTRAINT "laboratory_instruments_photo_id_stored_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_publications" ADD CONSTRAINT "laboratory_publications_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_publications" ADD CONSTRAINT "laboratory_publications_picture_id_stored_files_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_publications" ADD CONSTRAINT "laboratory_publications_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_publications" ADD CONSTRAINT "laboratory_publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_demand_quotes" ADD CONSTRAINT "research_demand_quotes_demand_id_research_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."research_demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_demand_quotes" ADD CONSTRAINT "research_demand_quotes_laboratory_id_laboratories_id_fk" FOREIGN KEY ("laboratory_id") REFERENCES "public"."laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_demand_quotes" ADD CONSTRAINT "research_demand_quotes_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_demands" ADD CONSTRAINT "research_demands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_demands" ADD CONSTRAINT "research_demands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_records_booking_idx" ON "booking_records" USING btree ("booking_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "equipment_bookings_user_idx" ON "equipment_bookings" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "equipment_bookings_lab_idx" ON "equipment_bookings" USING btree ("laboratory_id","state","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "equipment_bookings_instrument_idx" ON "equipment_bookings" USING btree ("instrument_id","starts_at");--> statement-breakpoint
CREATE INDEX "laboratories_state_idx" ON "laboratories" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "laboratories_public_idx" ON "laboratories" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "laboratories"."state" = 'approved';--> statement-breakpoint
CREATE INDEX "laboratory_capabilities_lab_idx" ON "laboratory_capabilities" USING btree ("laboratory_id","id");--> statement-breakpoint
CREATE INDEX "laboratory_instruments_lab_idx" ON "laboratory_instruments" USING btree ("laboratory_id","id");--> statement-breakpoint
CREATE INDEX "laboratory_instruments_type_idx" ON "laboratory_instruments" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "laboratory_publications_kind_idx" ON "laboratory_publications" USING btree ("kind","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "laboratory_publications_lab_idx" ON "laboratory_publications" USING btree ("laboratory_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_demand_quotes_lab_idx" ON "research_demand_quotes" USING btree ("laboratory_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "research_demands_user_idx" ON "research_demands" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "research_demands_state_idx" ON "research_demands" USING btree ("state","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "equipment_bookings" ADD CONSTRAINT "equipment_bookings_no_overlap" EXCLUDE USING gist ("instrument_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("state" <> 'cancelled');
