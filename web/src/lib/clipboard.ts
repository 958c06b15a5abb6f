import { REQUEST_TEXT } from './texts';
import { toast } from './toast';

/** Copies text for the person to paste elsewhere, and says whether it worked. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(REQUEST_TEXT.copied);
  } catch {
    toast.error(REQUEST_TEXT.copyFailed);
  }
}
