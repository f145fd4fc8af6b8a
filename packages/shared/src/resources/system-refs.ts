/**
 * Records of the system area that resource fields point at, beside the engine's own resources:
 * departments (sys_depart rows: colleges, programmes, offices), the departments flagged as
 * disciplines, and accounts. A `ref` field names one of these in `ref` as it would name a
 * resource, and the engine treats both alike: the name in lists, exports and import templates, a
 * picker in forms and filters, import by name (either language) or code (organisation code,
 * username or staff number). The stored value stays the record's id.
 */
export interface SystemRef {
  name: string;
  /**
   * The code that lets a role list these records (and so pick one). None: any signed-in person
   * may list them (department names and codes are no secret).
   */
  listPermission?: string;
  /** Pickers show the code beside the name (accounts: two people may share a name). */
  showCode?: boolean;
}

export const SYSTEM_REFS = {
  department: { name: 'department' },
  /** Departments flagged `is_discipline`: what a teacher's time and teaching are split over. */
  discipline: { name: 'discipline' },
  user: { name: 'user', listPermission: 'user:query', showCode: true },
} as const satisfies Record<string, SystemRef>;

export type SystemRefName = keyof typeof SYSTEM_REFS;

/** The system list a `ref` field names, or undefined when it names an engine resource. */
export function systemRef(name: string | undefined): SystemRef | undefined {
  return name && Object.hasOwn(SYSTEM_REFS, name) ? SYSTEM_REFS[name as SystemRefName] : undefined;
}
