import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL dialect, its introspection (which the migrator uses to find its own tables) limited to
 * the schema in force. Kysely's reads the columns of every schema in the database and resolves each one by
 * name: a column that another schema's migration dropped meanwhile (other databases in one PostgreSQL, as the
 * tests have side by side) failed it with "column … does not exist". CodeQuest's tables are all in the one
 * schema, so the others are none of its business.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

interface ColumnRow {
  table_schema: string;
  table_name: string;
  table_type: string;
  column_name: string;
  udt_name: string;
  udt_schema: string;
  is_nullable: string;
  column_default: string | null;
  is_identity: string;
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  /** Every schema's name (names alone, which no other schema's migration can pull away mid-read). */
  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`
      select nspname as name from pg_catalog.pg_namespace
      where nspname !~ '^pg_' and nspname <> 'information_schema'
      order by nspname`.execute(this.db);
    return rows;
  }

  /** The tables and views of the schema in force, with their columns. */

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.table_schema, c.table_name, t.table_type, c.column_name, c.udt_name, c.udt_schema,
             c.is_nullable, c.column_default, c.is_identity
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema()
      order by c.table_name, c.ordinal_position`.execute(this.db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table_name)) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = {
          name: row.table_name,
          schema: row.table_schema,
          isView: row.table_type === 'VIEW',
          columns: [],
        };
        tables.set(row.table_name, table);
      }
      table.columns.push({
        name: row.column_name,
        dataType: row.udt_name,
        dataTypeSchema: row.udt_schema,
        isNullable: row.is_nullable === 'YES',
        isAutoIncrementing: row.is_identity === 'YES' || (row.column_default ?? '').startsWith('nextval('),
        hasDefaultValue: row.column_default !== null || row.is_identity === 'YES',
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
