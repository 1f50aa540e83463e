import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Box, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n';

export interface KanbanColumn {
  id: string;
  title: string;
  color?: string;
  /** Shown under the title, e.g. the column's total value. */
  summary?: ReactNode;
}

export interface KanbanItem {
  id: string;
  columnId: string;
  /** Read out while dragging. */
  label: string;
}

const ARROWS = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'];

/** Keyboard dragging jumps a whole column left or right (a board's only meaningful direction). */
const columnJump: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (!ARROWS.includes(event.code)) return undefined;
  event.preventDefault();
  const { droppableRects, droppableContainers, collisionRect } = context;
  if (!collisionRect) return currentCoordinates;
  const columns = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((c): c is { id: string | number; rect: NonNullable<typeof c.rect> } => Boolean(c.rect))
    .sort((a, b) => a.rect.left - b.rect.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  let index = columns.findIndex((c) => centre >= c.rect.left && centre <= c.rect.left + c.rect.width);
  if (index < 0) index = 0;
  const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const next = columns[Math.max(0, Math.min(columns.length - 1, index + (forward ? 1 : -1)))];
  if (!next) return currentCoordinates;
  return {
    x: next.rect.left + (next.rect.width - collisionRect.width) / 2,
    y: next.rect.top + 48,
  };
};

/** Pointer position first (precise for mouse and touch), rectangle overlap for keyboard moves. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

function Column({ column, count, children }: { column: KanbanColumn; count: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  return (
    <section
      ref={setNodeRef}
      className="charla-kanban-column"
      data-over={isOver}
      aria-label={`${column.title} (${count})`}
      data-testid={`column-${column.title}`}
    >
      <Box p="sm" style={{ borderTop: `4px solid ${column.color ?? '#adb5bd'}`, borderRadius: 'inherit' }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <span
              style={{
                width: 10,
                height: 10,
                borderRadius: 99,
                background: column.color ?? '#adb5bd',
                flexShrink: 0,
              }}
            />
            <Text fw={600} size="sm" truncate>
              {column.title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" fw={600}>
            {count}
          </Text>
        </Group>
        {column.summary && (
          <Text size="xs" c="dimmed" mt={2} data-testid="column-summary">
            {column.summary}
          </Text>
        )}
      </Box>
      <Stack gap="xs" p="xs" pt={0} mih={80}>
        {children}
      </Stack>
    </section>
  );
}

function DraggableCard({ item, children }: { item: KanbanItem; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: item.id,
    // A focusable group, not a button: the card holds buttons of its own (a button may not contain others).
    attributes: { role: 'group', roleDescription: 'draggable card' },
  });
  // dnd-kit's attributes give the card tabIndex 0 and the instructions; the label says which.
  const a11y = { ...attributes, 'aria-label': item.label };
  // The card itself is the activator: Space on it picks it up, while keys on the buttons inside stay theirs.
  const ref = (node: HTMLDivElement | null) => {
    setNodeRef(node);
    setActivatorNodeRef(node);
  };
  return (
    <div
      ref={ref}
      {...a11y}
      {...listeners}
      style={{ opacity: isDragging ? 0.4 : 1, touchAction: 'manipulation', cursor: 'grab', borderRadius: 8 }}
      data-testid="kanban-card"
    >
      {children}
    </div>
  );
}

/** A board of columns whose cards move between columns by mouse, touch or keyboard (Space, arrows, Space). */
export function Kanban<T extends KanbanItem>({
  columns,
  items,
  renderCard,
  onMove,
}: {
  columns: KanbanColumn[];
  items: T[];
  renderCard: (item: T) => ReactNode;
  onMove: (item: T, toColumnId: string) => void;
}) {
  const t = useT();
  const [active, setActive] = useState<T | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  const columnName = (id: string | number | undefined) => columns.find((c) => c.id === id)?.title ?? '';
  const onDragStart = (e: DragStartEvent) => setActive(items.find((i) => i.id === e.active.id) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setActive(null);
    const item = items.find((i) => i.id === e.active.id);
    const to = e.over?.id;
    if (item && typeof to === 'string' && to !== item.columnId) onMove(item, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.boardInstructions') },
        announcements: {
          onDragStart: ({ active: a }) =>
            t('dnd.boardPicked', {
              item: String(a.data.current?.label ?? items.find((i) => i.id === a.id)?.label ?? ''),
            }),
          onDragOver: ({ over }) => (over ? t('dnd.boardOver', { column: columnName(over.id) }) : ''),
          onDragEnd: ({ over }) =>
            over ? t('dnd.boardDropped', { column: columnName(over.id) }) : t('dnd.cancelled'),
          onDragCancel: () => t('dnd.cancelled'),
        },
      }}
    >
      <div className="charla-kanban" data-testid="kanban">
        {columns.map((column) => {
          const cards = items.filter((i) => i.columnId === column.id);
          return (
            <Column key={column.id} column={column} count={cards.length}>
              {cards.map((item) => (
                <DraggableCard key={item.id} item={item}>
                  {renderCard(item)}
                </DraggableCard>
              ))}
              {cards.length === 0 && (
                <Text size="xs" c="dimmed" ta="center" py="md">
                  {t('kanban.emptyColumn')}
                </Text>
              )}
            </Column>
          );
        })}
      </div>
      <DragOverlay>
        {active ? <div style={{ cursor: 'grabbing' }}>{renderCard(active)}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
