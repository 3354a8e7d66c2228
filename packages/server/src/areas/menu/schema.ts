import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One entry of the primary menu (spec 001 §3): up to four levels through `parentId`.
 * `accessedBy` holds the access letters (A all, B by branch, S by account, desks P/D/C/E);
 * `accounts` / `branches` are the S and B lists, never sent whole to a client.
 */
export const menuEntries = pgTable(
  'menu_entries',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    level: integer('level').notNull(),
    sortOrder: integer('sort_order').notNull(),
    menuName: text('menu_name').notNull(),
    displayName: text('display_name'),
    url: text('url'),
    active: boolean('active').notNull().default(true),
    accessedBy: text('accessed_by').notNull(),
    accounts: jsonb('accounts').$type<string[]>().notNull().default([]),
    branches: jsonb('branches').$type<string[]>().notNull().default([]),
    showLink: boolean('show_link').notNull().default(true),
    inPrimary: boolean('in_primary').notNull().default(true),
    inMobileApp: boolean('in_mobile_app').notNull().default(true),
    entryModule: text('entry_module').notNull(),
    showMessage: boolean('show_message').notNull().default(false),
    messageActive: boolean('message_active').notNull().default(false),
    messageText: text('message_text'),
    showHelp: boolean('show_help').notNull().default(false),
    helpActive: boolean('help_active').notNull().default(false),
    helpContent: text('help_content'),
  },
  (t) => [index('menu_entries_parent_idx').on(t.parentId, t.sortOrder)],
);

/** Up to three attachments of an entry's help (search results show them as file1..3 / path1..3). */
export const menuHelpFiles = pgTable(
  'menu_help_files',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menuEntries.id),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.position] }),
    uniqueIndex('menu_help_files_file_name_key').on(t.fileName),
  ],
);
