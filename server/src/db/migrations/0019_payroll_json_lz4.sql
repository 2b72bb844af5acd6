-- A payroll run's breakdown and inputs (about 5 KB of JSON together) are compressed with lz4 where the
-- server has it: several times cheaper to write and read than the default pglz, for every run of a bulk
-- payroll (issue 21). PGlite is built without lz4 and keeps pglz; values already stored stay as they are.
DO $$
BEGIN
  ALTER TABLE payroll_runs ALTER COLUMN breakdown SET COMPRESSION lz4;
  ALTER TABLE payroll_runs ALTER COLUMN inputs SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 is not available here: payroll runs keep the default compression';
END
$$;
