// The texts the signed-in shell registers (components/app-layout.tsx): those of several pages' chunks (usage
// bars, the form limit, reordering, a transcript's speakers...). A page's own texts come with its chunk.
const en = {
  'usage.forms': 'Forms',
  'usage.conversations': 'Conversations',
  'usage.pipelines': 'Pipelines',
  'usage.deals': 'Deals',
  'usage.tickets': 'Tickets',
  'usage.storage': 'File storage',
  'usage.notOnPlan': 'Not on your plan',
  'usage.messagesPerConversation': 'Up to {limit} visitor messages per conversation.',
  'usage.messagesPerConversationUnlimited': 'No limit on visitor messages per conversation.',
  'dnd.cancelled': 'Move cancelled.',
  'forms.new': 'New form',
  'forms.limitReached':
    'Your {plan} plan allows {limit} forms and they are all in use. Delete one or upgrade.',
  'questions.moveUp': 'Move up',
  'questions.moveDown': 'Move down',
  'conversations.noData': 'Nothing collected yet.',
  'conversations.exportCsv': 'Export CSV',
  'conversations.exportStarted': 'Downloading the conversations of {name}.',
  'conversation.messageCount': '{n} messages',
  'conversation.visitor': 'Visitor',
  'conversation.assistant': 'Assistant',
};

const es: Record<keyof typeof en, string> = {
  'usage.forms': 'Formularios',
  'usage.conversations': 'Conversaciones',
  'usage.pipelines': 'Embudos',
  'usage.deals': 'Oportunidades',
  'usage.tickets': 'Tickets',
  'usage.storage': 'Almacenamiento de archivos',
  'usage.notOnPlan': 'No incluido en tu plan',
  'usage.messagesPerConversation': 'Hasta {limit} mensajes del visitante por conversación.',
  'usage.messagesPerConversationUnlimited': 'Sin límite de mensajes del visitante por conversación.',
  'dnd.cancelled': 'Movimiento cancelado.',
  'forms.new': 'Nuevo formulario',
  'forms.limitReached':
    'Tu plan {plan} permite {limit} formularios y ya están en uso. Elimina uno o mejora tu plan.',
  'questions.moveUp': 'Subir',
  'questions.moveDown': 'Bajar',
  'conversations.noData': 'Aún no hay datos recogidos.',
  'conversations.exportCsv': 'Exportar CSV',
  'conversations.exportStarted': 'Descargando las conversaciones de {name}.',
  'conversation.messageCount': '{n} mensajes',
  'conversation.visitor': 'Visitante',
  'conversation.assistant': 'Asistente',
};

export default { en, es };
