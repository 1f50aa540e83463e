// The home page's texts, registered by its own chunk (pages/home/home-page.tsx).
const en = {
  'home.title': 'Hello, {name}',
  'home.subtitle': 'How your forms are doing.',
  'home.forms': 'Forms',
  'home.published': '{n} published',
  'home.conversations': 'Conversations',
  'home.thisMonth': 'This month',
  'home.completionRate': 'Completion rate',
  'home.completed': '{n} completed',
  'home.perDay': 'Conversations per day (last 30 days)',
  'home.chartLabel': 'Bar chart: {total} conversations in the last {days} days',
  'home.noData': 'No data yet.',
  'home.usage': 'Usage this month',
  'home.recent': 'Recent conversations',
  'home.seeAll': 'See all',
  'home.noConversations': 'No conversations yet. Publish a form and embed it on your site.',
  'home.emptyTitle': 'Build your first form',
  'home.emptyText':
    'Write the questions, or let the AI draft them from a description of your business or your website.',
};

const es: Record<keyof typeof en, string> = {
  'home.title': 'Hola, {name}',
  'home.subtitle': 'Cómo van tus formularios.',
  'home.forms': 'Formularios',
  'home.published': '{n} publicados',
  'home.conversations': 'Conversaciones',
  'home.thisMonth': 'Este mes',
  'home.completionRate': 'Tasa de finalización',
  'home.completed': '{n} completadas',
  'home.perDay': 'Conversaciones por día (últimos 30 días)',
  'home.chartLabel': 'Gráfico de barras: {total} conversaciones en los últimos {days} días',
  'home.noData': 'Aún no hay datos.',
  'home.usage': 'Uso de este mes',
  'home.recent': 'Conversaciones recientes',
  'home.seeAll': 'Ver todas',
  'home.noConversations': 'Aún no hay conversaciones. Publica un formulario e insértalo en tu web.',
  'home.emptyTitle': 'Crea tu primer formulario',
  'home.emptyText':
    'Escribe las preguntas, o deja que la IA las proponga a partir de la descripción de tu negocio o de tu web.',
};

export default { en, es };
