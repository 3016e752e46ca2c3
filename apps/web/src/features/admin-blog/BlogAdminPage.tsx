import { apiPaths, type Post } from '@portfolio/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminListTable } from '../../components/AdminListTable';
import { AdminScreen } from '../../components/AdminScreen';
import { actionColumn } from '../../components/action-column';
import ui from '../../components/admin-ui.module.css';
import type { Column } from '../../components/DataTable';
import { DeleteDialog } from '../../components/DeleteDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { postEditorPath } from '../../lib/admin-screens';
import { useAdminList } from '../../lib/use-admin-list';
import { PostImport } from './PostImport';
import { formatTime, STATUS_NAMES } from './post-draft';

const statusOf = (post: Post) => STATUS_NAMES[post.status];
/** A post's date: when it was or will be published; a draft's last save. */
const dateOf = (post: Post) =>
  post.publishedAt ? formatTime(post.publishedAt) : `Saved ${formatTime(post.updatedAt)}`;

/**
 * Blog (added beside the spec's screens): the owner's posts in the spec's pattern, a table with
 * S No., Title, Status, Date and Action (Edit, Delete with the spec's confirmation); 'New Post'
 * opens the editor, a page of its own; posts come in and go out as Markdown files.
 */
export function BlogAdminPage() {
  const list = useAdminList<Post>(apiPaths.posts.list, 'GET');
  const [deleting, setDeleting] = useState<Post | undefined>();
  const navigate = useNavigate();

  async function remove(post: Post) {
    await list.remove(apiPaths.posts.delete(post._id));
    setDeleting(undefined);
  }

  const columns: Column<Post>[] = [
    { header: 'Title', cell: (p) => p.title, text: (p) => p.title },
    {
      header: 'Status',
      cell: (p) => <span className={p.visible ? ui.active : ui.hidden}>{statusOf(p)}</span>,
      text: statusOf,
    },
    { header: 'Date', cell: dateOf, text: dateOf },
    actionColumn(
      (p) => p.title,
      (p) => [
        { label: 'Edit', onClick: () => navigate(postEditorPath(p._id)) },
        { label: 'Delete', danger: true, onClick: () => setDeleting(p) },
      ],
    ),
  ];

  return (
    <AdminScreen
      heading="Blog"
      action={
        <Link className={ui.primary} to={postEditorPath('new')}>
          New Post
        </Link>
      }
    >
      <ErrorMessage message={list.error} />
      <AdminListTable
        list={list}
        caption="Posts"
        rowKey={(p) => p._id}
        columns={columns}
        emptyText="No post yet: write the first one, or import Markdown files."
      />
      <PostImport onImported={(added) => list.setItems((items) => [...added, ...items])} />
      {deleting && (
        <DeleteDialog
          type="Post"
          title={deleting.title}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      )}
    </AdminScreen>
  );
}
