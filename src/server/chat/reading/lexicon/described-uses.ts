/**
 * Lexicon data (options described by what they are, twelfth pass, last part): flavours and pizzas by what goes
 * in them, seats by where they are, views by what is seen, massage by its pressure, garden jobs by the task,
 * cars by what they run on. One meaning a line, English and
 * Spanish, folded (lower case, no accents, no apostrophes); phrases of two words or more where one word would
 * say something else.
 */
export const USES: string[][] = [
  // Flavours and pizzas by what goes in them.
  ['vanilla', 'vainilla', 'vanilla pod', 'vaina de vainilla'],
  ['pistachio', 'pistacho', 'pistachios', 'pistachos'],
  ['mint', 'menta', 'hierbabuena', 'minty', 'mentolado'],
  ['margherita', 'margarita pizza', 'just tomato and cheese', 'solo tomate y queso', 'tomato and mozzarella'],
  ['hawaiian', 'hawaiana', 'pineapple', 'pina', 'with pineapple', 'con pina'],
  ['four cheese', 'four cheeses', 'cuatro quesos', 'quattro formaggi', 'all the cheeses', 'todos los quesos'],
  ['pepperoni', 'salami', 'spicy sausage', 'chorizo picante'],
  ['cheesecake', 'tarta de queso', 'cheese cake'],
  ['red velvet', 'terciopelo rojo'],
  ['black forest', 'selva negra', 'with cherries', 'con cerezas'],
  // Seats by where they are.
  [
    'window',
    'ventana',
    'window seat',
    'ventanilla',
    'by the window',
    'junto a la ventana',
    'al lado de la ventana',
  ],
  ['aisle', 'aisle seat', 'on the aisle', 'al pasillo', 'asiento de pasillo', 'lado del pasillo'],
  ['stalls', 'platea', 'patio de butacas', 'ground floor seats'],
  ['palco', 'private box', 'a box seat'],
  // Views by what is seen.
  [
    'mountain view',
    'mountain views',
    'vistas a la montana',
    'vista a la montana',
    'the mountains',
    'la sierra',
  ],
  ['city view', 'city views', 'vistas a la ciudad', 'the skyline', 'el skyline'],
  // Massage by its pressure.
  [
    'deep tissue',
    'masaje profundo',
    'descontracturante',
    'strong pressure',
    'firm pressure',
    'presion fuerte',
    'knots',
    'nudos',
    'contracturas',
  ],
  [
    'relaxing',
    'relajante',
    'gentle',
    'suave',
    'light pressure',
    'presion suave',
    'to unwind',
    'para desconectar',
  ],
  ['hot stones', 'hot stone', 'piedras calientes', 'piedras volcanicas', 'warm stones'],
  // Garden jobs by the task.
  [
    'mowing',
    'lawn',
    'lawns',
    'cesped',
    'grass',
    'lawn mowing',
    'cut the grass',
    'cutting the grass',
    'cortar el cesped',
    'segar',
    'siega',
  ],
  ['hedges', 'hedge', 'setos', 'seto', 'hedge trimming', 'recortar setos', 'podar setos'],
  ['weeding', 'weeds', 'malas hierbas', 'desbrozar', 'desbroce', 'quitar hierbas'],
  // Cars by what they run on.
  [
    'electric',
    'electrico',
    'electrica',
    'no petrol',
    'sin gasolina',
    'charges at home',
    'carga en casa',
    'zero emissions',
    'cero emisiones',
  ],
];
