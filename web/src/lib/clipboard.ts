import { toast } from './toast';

/** Copies text for the person to paste elsewhere, and says whether it worked. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied');
  } catch {
    toast.error('Could not copy. Select the text and copy it yourself.');
  }
}
