-- The version of the grades the matching index is built from (server/modules/matching/dbAdapter.ts): a number
-- in `meta` that every statement writing grades, their values, standards or categories raises, in the writer's
-- own transaction, so a server process sees the new version exactly when the change is committed and rebuilds
-- its index. Statement-level triggers: a bulk load of thousands of rows raises it once per statement.
insert into meta (key, value) values ('gradesVersion', '1') on conflict (key) do nothing;
--> statement-breakpoint
create or replace function bump_grades_version() returns trigger language plpgsql as $$
begin
  insert into meta (key, value, updated_at) values ('gradesVersion', '1', now())
    on conflict (key) do update set value = (meta.value::bigint + 1)::text, updated_at = now();
  return null;
end;
$$;
--> statement-breakpoint
create trigger material_grades_version after insert or update or delete or truncate on material_grades
  for each statement execute function bump_grades_version();
--> statement-breakpoint
create trigger material_compositions_version after insert or update or delete or truncate on material_compositions
  for each statement execute function bump_grades_version();
--> statement-breakpoint
create trigger material_mechanical_version after insert or update or delete or truncate on material_mechanical
  for each statement execute function bump_grades_version();
--> statement-breakpoint
create trigger material_standards_version after insert or update or delete or truncate on material_standards
  for each statement execute function bump_grades_version();
--> statement-breakpoint
create trigger material_categories_version after insert or update or delete or truncate on material_categories
  for each statement execute function bump_grades_version();
