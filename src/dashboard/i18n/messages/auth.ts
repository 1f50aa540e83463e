// The texts of the sign-in and sign-up pages beyond the common ones (registered by pages/auth/auth-pages.tsx).
const en = {
  'auth.forgot': 'Forgot password?',
  'auth.closedTitle': 'Sign-up is closed',
  'auth.closedText':
    'This Charla instance does not take new sign-ups. An administrator creates accounts with the admin API (POST /api/admin/users) or the charla CLI (charla user create).',
};

const es: Record<keyof typeof en, string> = {
  'auth.forgot': '¿Olvidaste la contraseña?',
  'auth.closedTitle': 'El registro está cerrado',
  'auth.closedText':
    'Esta instancia de Charla no admite registros nuevos. Un administrador crea las cuentas con la API de administración (POST /api/admin/users) o la CLI charla (charla user create).',
};

export default { en, es };
