import { LINK_THUMBNAIL_FIELD, type Link, type LinkAnswer } from '@enlaza/shared/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress, uploadWithProgress } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /links/{id}/thumbnail, multipart field `image`, with upload progress. */
export async function uploadLinkThumbnail(
  id: number,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Link> {
  const form = new FormData();
  form.append(LINK_THUMBNAIL_FIELD, file, file.name);
  return (await uploadWithProgress<LinkAnswer>(`/links/${id}/thumbnail`, form, { onProgress })).data.link;
}

/** DELETE /links/{id}/thumbnail. */
export async function deleteLinkThumbnail(id: number): Promise<Link> {
  return (await api.delete<LinkAnswer>(`/links/${id}/thumbnail`)).data.link;
}

function useStoreLink() {
  const queryClient = useQueryClient();
  return (saved: Link) => {
    queryClient.setQueryData<Link[]>(queryKeys.links.list(), (list) =>
      list?.map((l) => (l.id === saved.id ? saved : l)),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.links.all, refetchType: 'none' });
  };
}

export function useUploadLinkThumbnail() {
  const store = useStoreLink();
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: number;
      file: File;
      onProgress?: (p: UploadProgress) => void;
    }) => uploadLinkThumbnail(id, file, onProgress),
    onSuccess: store,
  });
}

export function useDeleteLinkThumbnail() {
  const store = useStoreLink();
  return useMutation({ mutationFn: deleteLinkThumbnail, onSuccess: store });
}
