const en = {
  'live.title': 'Live',
  'live.subtitle': 'Conversations happening now, those asking for a person first. They update as they go.',
  'live.emptyTitle': 'Nobody is talking right now',
  'live.emptyText':
    'Active conversations appear here as visitors write, and move to the top when someone asks for a person.',
  'live.needsHuman': 'Asks for a person',
  'live.withHuman': 'A person has it',
  'live.withBot': 'Assistant',
  'live.lastActive': 'Last activity {at}',
  'live.open': 'Open the conversation',
  'live.alerts': 'Tell me with a sound and a browser notification when someone asks for a person',
  'live.alertsBlocked': 'This browser blocks notifications for Charla: only the sound will play.',
  'live.replyTitle': 'Reply',
  'live.replyLabel': 'Your reply to the visitor',
  'live.replyPlaceholder': 'Write to the visitor…',
  'live.send': 'Send',
  'live.takeover': 'Take over',
  'live.release': 'Hand back',
  'live.youHaveIt':
    'A person has this conversation: the assistant stays silent until you hand it back, then asks the next open question.',
  'live.botHasIt':
    'The assistant leads this conversation. Take over to reply yourself (sending a reply takes it over too).',
  'live.asked': 'The visitor asked to talk to a person.',
  'live.closed': 'This conversation is no longer active: the visitor may not see a reply.',
  'live.openTicket': 'Open ticket',
  'live.ticketOpened': 'Ticket #{n} opened from this conversation.',
  'live.viewTicket': 'View ticket #{n}',
  'live.transcript': 'Conversation',
  'live.person': 'Person',
};

const es: Record<keyof typeof en, string> = {
  'live.title': 'En directo',
  'live.subtitle':
    'Las conversaciones en curso, primero las que piden una persona. Se actualizan mientras ocurren.',
  'live.emptyTitle': 'Nadie está hablando ahora',
  'live.emptyText':
    'Las conversaciones activas aparecen aquí mientras los visitantes escriben, y suben arriba cuando alguien pide una persona.',
  'live.needsHuman': 'Pide una persona',
  'live.withHuman': 'La atiende una persona',
  'live.withBot': 'Asistente',
  'live.lastActive': 'Última actividad {at}',
  'live.open': 'Abrir la conversación',
  'live.alerts': 'Avísame con un sonido y una notificación del navegador cuando alguien pida una persona',
  'live.alertsBlocked': 'Este navegador bloquea las notificaciones de Charla: solo sonará el aviso.',
  'live.replyTitle': 'Responder',
  'live.replyLabel': 'Tu respuesta al visitante',
  'live.replyPlaceholder': 'Escribe al visitante…',
  'live.send': 'Enviar',
  'live.takeover': 'Tomar el control',
  'live.release': 'Devolver al asistente',
  'live.youHaveIt':
    'Una persona atiende esta conversación: el asistente calla hasta que se la devuelvas, y entonces hace la siguiente pregunta pendiente.',
  'live.botHasIt':
    'El asistente lleva esta conversación. Toma el control para responder tú (enviar una respuesta también lo toma).',
  'live.asked': 'El visitante ha pedido hablar con una persona.',
  'live.closed': 'Esta conversación ya no está activa: puede que el visitante no vea la respuesta.',
  'live.openTicket': 'Abrir ticket',
  'live.ticketOpened': 'Ticket n.º {n} abierto desde esta conversación.',
  'live.viewTicket': 'Ver el ticket n.º {n}',
  'live.transcript': 'Conversación',
  'live.person': 'Persona',
};

export default { en, es };
