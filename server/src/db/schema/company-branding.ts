import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { companies } from './organisation';

/**
 * A company's logo and brand colour, one row per company that has either; apart from `companies` so the
 * many reads of a company never carry the logo's bytes.
 */
export const companyBranding = pgTable(
  'company_branding',
  {
    company_id: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `#rrggbb` in lower case; the header draws white text on it. */
    brand_colour: varchar('brand_colour', { length: 7 }),
    logo: bytea('logo'),
    logo_content_type: varchar('logo_content_type', { length: 20 }),
    logo_size: integer('logo_size'),
    logo_width: smallint('logo_width'),
    logo_height: smallint('logo_height'),
    logo_updated_at: timestamp('logo_updated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('company_branding_colour_check', sql`${t.brand_colour} ~ '^#[0-9a-f]{6}$'`),
    // A logo is whole or absent: its bytes never without the facts served with them.
    check(
      'company_branding_logo_check',
      sql`(${t.logo} is null) = (${t.logo_content_type} is null)
        and (${t.logo} is null) = (${t.logo_size} is null)
        and (${t.logo} is null) = (${t.logo_width} is null)
        and (${t.logo} is null) = (${t.logo_height} is null)
        and (${t.logo} is null) = (${t.logo_updated_at} is null)`,
    ),
  ],
);
