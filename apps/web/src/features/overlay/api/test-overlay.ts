import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /overlay/test ('Probar alerta'): a sample card on the open overlays. */
export async function testOverlay(): Promise<string> {
  return (await api.post<{ message: string }>('/overlay/test')).message;
}

export function useTestOverlay() {
  return useMutation({ mutationFn: testOverlay });
}
