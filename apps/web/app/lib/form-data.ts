/** A text field of a submitted form ('' when absent), never a File's '[object File]'. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
