/** Previous / Next for a list the server pages, with where the admin is; nothing when there is one page. */
import { Button, Flex } from 'antd';
import { Text } from '@portal/shared-ui/components/PageHeading';

export function Pager({ page, totalItems, size, onPage }: { page: number; totalItems: number; size: number; onPage(page: number): void }) {
  const totalPages = Math.max(1, Math.ceil(totalItems / size));
  if (totalPages <= 1) return null;
  return (
    <Flex gap={8} align="center" justify="end" style={{ marginTop: 8 }}>
      <Button size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text>
        Page {page + 1} of {totalPages}
      </Text>
      <Button size="small" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Flex>
  );
}
