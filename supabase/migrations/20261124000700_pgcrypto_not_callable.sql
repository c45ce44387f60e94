-- =============================================================================
-- pgcrypto's functions are for the database itself (the seed hashes the demo
-- passwords with crypt()), not for API callers: by default every role may
-- execute them, and where pgcrypto lives in "public" (the local stack)
-- PostgREST publishes them as /rpc/crypt, /rpc/gen_salt, /rpc/pgp_sym_decrypt…
-- Written for either home of the extension: found through pg_depend, so it
-- applies the same in "public" and in Supabase's "extensions" schema. A role
-- that is not the functions' owner revokes nothing (a warning, not an error),
-- which leaves a hosted project as it was: its "extensions" schema is not
-- exposed by the API anyway. Owners (postgres) keep their right to execute.
-- =============================================================================

do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure
    from pg_catalog.pg_proc p
    join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
    join pg_catalog.pg_extension e on e.oid = d.refobjid
    where e.extname = 'pgcrypto'
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
  end loop;
end
$$;
