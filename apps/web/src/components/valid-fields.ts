import type { FormInstance } from 'antd';

/**
 * The form's values once its rules pass. antd's validateFields also rejects, with no field errors,
 * when a newer validation overtook it ("outOfDate": typing then clicking Save at once), which made a
 * Save click do nothing now and then; such a rejection carries the values, which are valid.
 */
export async function validFields<T>(form: FormInstance<T>): Promise<T> {
  try {
    return await form.validateFields();
  } catch (e) {
    const failure = e as { errorFields?: unknown[]; outOfDate?: boolean; values?: T };
    if (failure.outOfDate && (failure.errorFields?.length ?? 0) === 0 && failure.values)
      return failure.values;
    throw e;
  }
}
