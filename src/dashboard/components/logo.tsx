import { Group, Text } from '@mantine/core';

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#E11D62" />
        <path d="M8 10h16v10H14l-5 4v-4H8z" fill="#fff" />
      </svg>
      <Text fw={700} size="lg" c="var(--mantine-color-text)">
        Charla
      </Text>
    </Group>
  );
}
