import { expect, type Page, test } from '../fixtures.ts';
import { openShell, pickFromSelect } from '../support.ts';

/**
 * References, not raw ids (issue 15 item 2): the administrator opens the teachers list and sees
 * each teacher's college by name, edits a teacher choosing another college in a searchable
 * picker, and sees the new name saved, in the list and on the server (the id is what is stored).
 */
type Teacher = { id: string; staffId: string; name: string; collegeId: string; collegeId_dictText: string };
type Option = { id: string; title: string };

async function get<T>(page: Page, token: string, path: string, params: Record<string, string | number>) {
  const res = await page.request.get(`/api${path}`, { headers: { 'X-Access-Token': token }, params });
  return (await res.json()).result as T;
}

test('the teachers list names the college, and the form picks it by name', async ({ page }) => {
  const token = await openShell(page, 'admin', '/staff-resources/teacher');
  const first = await get<{ records: Teacher[] }>(page, token, '/aacsb/teacher/list', {
    pageNo: 1,
    pageSize: 10,
    column: 'staffId',
    order: 'asc',
  });
  const teacher = first.records.find((r) => r.collegeId) as Teacher;
  expect(teacher.collegeId_dictText).toBeTruthy();
  const colleges = await get<Option[]>(page, token, '/aacsb/refs/department', {});
  const other = colleges.find(
    (c) => c.id !== teacher.collegeId && c.title !== teacher.collegeId_dictText,
  ) as Option;

  // The list shows the name, never the id.
  const row = page.getByRole('row').filter({ hasText: teacher.staffId });
  await expect(row.getByRole('cell', { name: teacher.collegeId_dictText, exact: true })).toBeVisible();
  await expect(page.getByText(teacher.collegeId)).toHaveCount(0);

  // The form names the current college and offers the others to pick, searchable by name.
  await row.getByTestId('crud-edit').click();
  const drawer = page
    .getByRole('dialog')
    .filter({ visible: true })
    .filter({ has: page.getByTestId('crud-form-save') });
  const college = drawer.getByLabel('College', { exact: true });
  const select = drawer.getByTestId('ref-collegeId');
  await expect(select).toContainText(teacher.collegeId_dictText);
  await college.fill(other.title.slice(0, 4));
  await pickFromSelect(page, college, other.title);
  await page.getByTestId('crud-form-save').click();
  await expect(drawer).toHaveCount(0);
  await expect(row.getByRole('cell', { name: other.title, exact: true })).toBeVisible();

  const saved = await get<Teacher>(page, token, '/aacsb/teacher/queryById', { id: teacher.id });
  expect(saved).toMatchObject({ collegeId: other.id, collegeId_dictText: other.title });

  // The demo school keeps its college for the other journeys.
  await page.request.put('/api/aacsb/teacher/edit', {
    headers: { 'X-Access-Token': token },
    data: { id: teacher.id, collegeId: teacher.collegeId },
  });
});
