// The texts of the sign-in and sign-up pages beyond the common ones (registered by pages/auth/auth-pages.tsx).
const en = {
  'auth.forgot': 'Forgot password?',
  'auth.closedTitle': 'Sign-up is closed',
  'auth.closedText':
    'This Charla instance does not take new sign-ups. An administrator creates accounts with the admin API (POST /api/admin/users) or the charla CLI (charla user create).',
  'auth.setupUntil': 'This page takes the first account until {time}; after that, only with the setup link.',
  'auth.setupClosedTitle': 'The setup window has closed',
  'auth.setupClosedText':
    'This instance has no account yet, and its first account can no longer be made from here without the setup link. Open the setup link printed in the server log when Charla started, or create the account with the charla CLI (charla user create) or the admin API (POST /api/admin/users).',
};

const es: Record<keyof typeof en, string> = {
  'auth.forgot': '¿Olvidaste la contraseña?',
  'auth.closedTitle': 'El registro está cerrado',
  'auth.closedText':
    'Esta instancia de Charla no admite registros nuevos. Un administrador crea las cuentas con la API de administración (POST /api/admin/users) o la CLI charla (charla user create).',
  'auth.setupUntil':
    'Esta página crea la primera cuenta hasta las {time}; después, solo con el enlace de configuración.',
  'auth.setupClosedTitle': 'El plazo de configuración ha terminado',
  'auth.setupClosedText':
    'Esta instancia aún no tiene ninguna cuenta y su primera cuenta ya no puede crearse desde aquí sin el enlace de configuración. Abre el enlace de configuración que Charla escribió en el registro del servidor al arrancar, o crea la cuenta con la CLI charla (charla user create) o la API de administración (POST /api/admin/users).',
};

export default { en, es };
