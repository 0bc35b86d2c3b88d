import { PostsScreen } from '../../../features/posts/components/posts-screen';

/** /dashboard/novedades ('Novedades', issue 35): the creator writes, lists and deletes posts. */
export default function PostsRoute() {
  return <PostsScreen />;
}
