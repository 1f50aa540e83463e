import { describe, expect, it } from 'vitest';
import { optionByDescription } from './lexicon';
import { matchOption } from './options';

const services = ['Website', 'E-commerce', 'SEO'];
const place = ['Indoor', 'Outdoor'];
const reforma = ['Reforma de cocina', 'Reforma de baño', 'Pintura'];
const yoga = ['Vinyasa', 'Prenatal', 'Yin'];

const sectorOptions = [
  'Technology',
  'Healthcare',
  'Education',
  'Finance',
  'Real estate',
  'Hospitality',
  'Retail',
  'Construction',
  'Other',
];
const sectorEsOptions = [
  'Tecnología',
  'Salud',
  'Educación',
  'Finanzas',
  'Inmobiliaria',
  'Hostelería',
  'Comercio',
  'Construcción',
];
const tradesOptions = ['Plumbing', 'Electrical', 'Carpentry', 'Painting', 'Gardening', 'Locksmith'];
const tradesEsOptions = ['Fontanería', 'Electricidad', 'Carpintería', 'Pintura', 'Jardinería', 'Cerrajería'];
const cleanOptions = ['Regular clean', 'Deep clean', 'End of tenancy clean', 'Office cleaning'];
const cleanEsOptions = ['Limpieza regular', 'Limpieza a fondo', 'Fin de obra', 'Limpieza de oficinas'];
const propOptions = ['Flat', 'House', 'Office', 'Land', 'Commercial premises'];
const dealOptions = ['Buy', 'Sell', 'Rent'];
const vehOptions = ['Car', 'Van', 'Motorbike', 'Bicycle', 'Boat'];
const petsOptions = ['Dog', 'Cat', 'Rabbit', 'Bird', 'Other'];
const petSrvOptions = ['Dog walking', 'Grooming', 'Boarding', 'Pet sitting'];
const dietOptions = ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'Halal', 'Lactose-free'];
const diet2Options = ['No restrictions', 'Vegetarian', 'Gluten-free'];
const sizeOptions = ['Small', 'Medium', 'Large'];
const tshirtOptions = ['XS', 'S', 'M', 'L', 'XL'];
const freqOptions = ['One-off', 'Weekly', 'Fortnightly', 'Monthly'];
const freqEsOptions = ['Puntual', 'Semanal', 'Quincenal', 'Mensual'];
const todOptions = ['Morning', 'Afternoon', 'Evening'];
const todEsOptions = ['Mañana', 'Tarde', 'Noche'];
const contactOptions = ['Phone', 'Email', 'WhatsApp', 'Video call'];
const contactEsOptions = ['Teléfono', 'Correo electrónico', 'WhatsApp', 'Videollamada'];
const payOptions = ['Card', 'Cash', 'Bank transfer', 'PayPal', 'Bizum', 'Financing'];
const levelOptions = ['Beginner', 'Intermediate', 'Advanced'];
const levelEsOptions = ['Principiante', 'Intermedio', 'Avanzado'];
const ageOptions = ['Kids', 'Teens', 'Adults', 'Seniors'];
const ageEsOptions = ['Niños', 'Adolescentes', 'Adultos', 'Mayores'];
const roleOptions = ['Student', 'Employed', 'Self-employed', 'Business owner', 'Retired', 'Unemployed'];
const roleEsOptions = ['Estudiante', 'Empleado', 'Autónomo', 'Empresario', 'Jubilado', 'Desempleado'];
const csizeOptions = ['Just me', 'Startup', 'Small business', 'Enterprise'];
const urgOptions = ['Urgent', 'This month', 'No rush'];
const urgEsOptions = ['Urgente', 'Este mes', 'Sin prisa'];
const langOptions = ['English', 'Spanish', 'French', 'German', 'Arabic', 'Russian'];
const instrOptions = ['Guitar', 'Piano', 'Drums', 'Violin', 'Singing'];
const instrEsOptions = ['Guitarra', 'Piano', 'Batería', 'Violín', 'Canto'];
const sportOptions = ['Tennis', 'Padel', 'Football', 'Swimming', 'Yoga', 'Pilates'];
const formatOptions = ['Online', 'In person', 'Hybrid'];
const formatEsOptions = ['Online', 'Presencial', 'Semipresencial'];
const planOptions = ['Basic', 'Pro', 'Premium'];
const hearOptions = ['Google', 'Social media', 'Friend or family', 'Advertisement', 'Event', 'Press'];
const hearEsOptions = ['Google', 'Redes sociales', 'Un amigo o familiar', 'Publicidad', 'Prensa'];
const reasonOptions = [
  'Get a quote',
  'Support',
  'Complaint',
  'General information',
  'Partnership',
  'Job application',
];
const reasonEsOptions = [
  'Presupuesto',
  'Soporte técnico',
  'Reclamación',
  'Información',
  'Colaboración',
  'Empleo',
];
const eventOptions = ['Birthday', 'Wedding', 'Corporate event', 'Christening', 'Other'];
const eventEsOptions = ['Cumpleaños', 'Boda', 'Evento de empresa', 'Bautizo', 'Comunión'];
const salonOptions = ['Haircut', 'Colour', 'Highlights', 'Blow-dry', 'Manicure', 'Pedicure'];
const salonEsOptions = ['Corte', 'Color', 'Mechas', 'Peinado', 'Manicura', 'Pedicura'];
const clinicOptions = ['Physiotherapy', 'Psychology', 'Nutrition', 'Podiatry', 'Dermatology'];
const dentalOptions = ['Check-up', 'Cleaning', 'Whitening', 'Orthodontics', 'Implants'];
const legal2Options = ['Family law', 'Employment law', 'Criminal law'];
const legalOptions = ['Family law', 'Employment law', 'Criminal law', 'Immigration', 'Wills and inheritance'];
const acctOptions = ['Bookkeeping', 'Tax returns', 'Payroll', 'Company formation'];
const itOptions = ['IT support', 'Networks', 'Cybersecurity', 'Cloud', 'Software development'];
const agencyOptions = ['Website', 'SEO', 'Social media', 'Branding', 'Video'];
const printOptions = ['Flyers', 'Business cards', 'Posters', 'Stickers'];
const travelOptions = ['Beach', 'Mountain', 'City break', 'Countryside', 'Cruise'];
const boardOptions = ['Room only', 'Bed and breakfast', 'Half board', 'Full board', 'All inclusive'];
const colourOptions = ['Red', 'Blue', 'Green', 'Black', 'White', 'Pink'];
const materialOptions = ['Wood', 'Metal', 'Plastic', 'Stone', 'Leather'];
const styleOptions = ['Modern', 'Classic', 'Rustic', 'Minimalist'];
const roomsOptions = ['Kitchen', 'Bathroom', 'Bedroom', 'Living room', 'Whole house'];
const roomsEsOptions = ['Cocina', 'Baño', 'Dormitorio', 'Salón', 'Toda la casa'];
const genderOptions = ['Male', 'Female', 'Non-binary', 'Prefer not to say'];
const genderEsOptions = ['Masculino', 'Femenino', 'No binario', 'Prefiero no decirlo'];
const daysOptions = ['Weekdays', 'Weekends'];
const insOptions = ['Car insurance', 'Home insurance', 'Life insurance', 'Health insurance'];
const carSrvOptions = ['Tyres', 'Brakes', 'Oil change', 'Bodywork', 'Car wash'];
const cateringOptions = ['Buffet', 'Sit-down dinner', 'Canapés', 'BBQ'];
const extrasOptions = ['Photography', 'Music', 'Flowers', 'Decoration', 'Entertainment'];
const whoOptions = ['Tenant', 'Landlord', 'Homeowner'];
const deliveryOptions = ['Delivery', 'Pick up in store'];

describe('options by meaning across domains', () => {
  it.each([
    [sectorOptions, 'we build software', 'Technology'],
    [sectorOptions, 'I run a dental clinic', 'Healthcare'],
    [sectorOptions, 'we are a language academy', 'Education'],
    [sectorOptions, 'a small bank', 'Finance'],
    [sectorOptions, 'estate agency', 'Real estate'],
    [sectorOptions, 'we have a restaurant', 'Hospitality'],
    [sectorOptions, 'we are builders', 'Construction'],
    [sectorEsOptions, 'somos una constructora', 'Construcción'],
    [sectorEsOptions, 'una inmobiliaria', 'Inmobiliaria'],
    [sectorEsOptions, 'tenemos un bar', 'Hostelería'],
    [sectorEsOptions, 'un colegio', 'Educación'],
    [sectorEsOptions, 'clinica dental', 'Salud'],
    [tradesOptions, 'water leaking from a pipe', 'Plumbing'],
    [tradesOptions, 'the sockets stopped working', 'Electrical'],
    [tradesOptions, 'need a carpenter', 'Carpentry'],
    [tradesOptions, 'mow the lawn', 'Gardening'],
    [tradesOptions, 'locked out of my house', 'Locksmith'],
    [tradesOptions, 'a painter for two rooms', 'Painting'],
    [tradesEsOptions, 'hay una fuga en el baño', 'Fontanería'],
    [tradesEsOptions, 'se fue la luz en la cocina', 'Electricidad'],
    [tradesEsOptions, 'cortar el cesped', 'Jardinería'],
    [tradesEsOptions, 'cambiar la cerradura', 'Cerrajería'],
    [tradesOptions, 'the leak is near a socket', null],
    [cleanOptions, 'a thorough clean', 'Deep clean'],
    [cleanOptions, 'we are moving out', 'End of tenancy clean'],
    [cleanOptions, 'a recurring clean', 'Regular clean'],
    [cleanEsOptions, 'limpieza a fondo', 'Limpieza a fondo'],
    [cleanEsOptions, 'despues de la reforma', 'Fin de obra'],
    [propOptions, 'an apartment', 'Flat'],
    [propOptions, 'a plot to build on', 'Land'],
    [propOptions, 'un piso', 'Flat'],
    [propOptions, 'un terreno', 'Land'],
    [propOptions, 'a detached house', 'House'],
    [dealOptions, 'selling my flat', 'Sell'],
    [dealOptions, 'queremos comprar', 'Buy'],
    [dealOptions, 'alquilar', 'Rent'],
    [dealOptions, 'vendo mi casa', 'Sell'],
    [vehOptions, 'furgoneta', 'Van'],
    [vehOptions, 'una moto', 'Motorbike'],
    [vehOptions, 'bici', 'Bicycle'],
    [vehOptions, 'a yacht', 'Boat'],
    [vehOptions, 'coche', 'Car'],
    [petsOptions, 'my puppy', 'Dog'],
    [petsOptions, 'un gatito', 'Cat'],
    [petsOptions, 'conejo', 'Rabbit'],
    [petsOptions, 'a parrot', 'Bird'],
    [petsOptions, 'perro y gato', null],
    [petSrvOptions, 'walks for my dog', 'Dog walking'],
    [petSrvOptions, 'residencia canina while we travel', 'Boarding'],
    [petSrvOptions, 'corte de unas y bano', 'Grooming'],
    [dietOptions, 'I am vegan', 'Vegan'],
    [dietOptions, 'soy vegetariana', 'Vegetarian'],
    [dietOptions, 'celiac', 'Gluten-free'],
    [dietOptions, 'intolerante a la lactosa', 'Lactose-free'],
    [diet2Options, 'i eat everything', 'No restrictions'],
    [diet2Options, 'sin gluten, soy celiaca', 'Gluten-free'],
    [sizeOptions, 'tiny', 'Small'],
    [sizeOptions, 'grande', 'Large'],
    [sizeOptions, 'mediano', 'Medium'],
    [tshirtOptions, 'extra large', 'XL'],
    [tshirtOptions, 'extra small', 'XS'],
    [freqOptions, 'every two weeks', 'Fortnightly'],
    [freqOptions, 'once a month', 'Monthly'],
    [freqOptions, 'just once', 'One-off'],
    [freqOptions, 'once a week', 'Weekly'],
    [freqEsOptions, 'cada quince dias', 'Quincenal'],
    [freqEsOptions, 'una vez al mes', 'Mensual'],
    [freqEsOptions, 'todas las semanas', 'Semanal'],
    [freqEsOptions, 'solo una vez', 'Puntual'],
    [todOptions, 'tonight', 'Evening'],
    [todOptions, 'not in the morning, in the evening', 'Evening'],
    [todOptions, 'first thing', 'Morning'],
    [todOptions, 'after school', 'Afternoon'],
    // Twelfth pass: a clock time falls in one moment of the day (`option-clock.ts`); 5pm is both.
    [todOptions, '2pm', 'Afternoon'],
    [todOptions, '5pm', null],
    [todEsOptions, 'por la tarde', 'Tarde'],
    [todEsOptions, 'por la manana', 'Mañana'],
    [todEsOptions, 'por la noche', 'Noche'],
    [contactOptions, 'ring me', 'Phone'],
    [contactOptions, 'by email please', 'Email'],
    [contactOptions, 'wasap', 'WhatsApp'],
    [contactOptions, 'zoom', 'Video call'],
    [contactEsOptions, 'llamadme', 'Teléfono'],
    [contactEsOptions, 'por email', 'Correo electrónico'],
    [contactEsOptions, 'por zoom', 'Videollamada'],
    [payOptions, 'en efectivo', 'Cash'],
    [payOptions, 'transferencia bancaria', 'Bank transfer'],
    [payOptions, 'a plazos', 'Financing'],
    [payOptions, 'tarjeta de credito', 'Card'],
    [payOptions, 'contra reembolso', 'Cash'],
    [levelOptions, "I've never done it", 'Beginner'],
    [levelOptions, 'I am fluent', 'Advanced'],
    [levelOptions, 'some experience', 'Intermediate'],
    [levelEsOptions, 'empiezo desde cero', 'Principiante'],
    [levelEsOptions, 'me defiendo', 'Intermedio'],
    [levelEsOptions, 'nivel alto', 'Avanzado'],
    [ageOptions, 'for teenagers', 'Teens'],
    [ageOptions, 'the elderly', 'Seniors'],
    [ageOptions, 'grown-ups', 'Adults'],
    [ageEsOptions, 'para adolescentes', 'Adolescentes'],
    [ageEsOptions, 'la tercera edad', 'Mayores'],
    [ageEsOptions, 'los peques', 'Niños'],
    [roleOptions, 'I am a freelancer', 'Self-employed'],
    [roleOptions, 'still studying', 'Student'],
    [roleOptions, 'I have my own business', 'Business owner'],
    [roleOptions, 'I am a pensioner', 'Retired'],
    [roleOptions, 'out of work at the moment', 'Unemployed'],
    [roleEsOptions, 'soy autonomo', 'Autónomo'],
    [roleEsOptions, 'estoy jubilada', 'Jubilado'],
    [roleEsOptions, 'estoy en paro', 'Desempleado'],
    [roleEsOptions, 'trabajo por cuenta ajena', 'Empleado'],
    [roleEsOptions, 'estudiante universitaria', 'Estudiante'],
    [csizeOptions, 'we are a pyme', 'Small business'],
    [csizeOptions, 'a multinational', 'Enterprise'],
    [csizeOptions, 'an early stage company', 'Startup'],
    [urgOptions, 'as soon as possible', 'Urgent'],
    [urgOptions, 'there is no rush', 'No rush'],
    [urgOptions, "I'm not in a rush", 'No rush'],
    [urgOptions, 'whenever you can', 'No rush'],
    [urgEsOptions, 'cuanto antes', 'Urgente'],
    [urgEsOptions, 'no hay prisa', 'Sin prisa'],
    [urgEsOptions, 'tranquilos, no hay prisa', 'Sin prisa'],
    [langOptions, 'inglés', 'English'],
    [langOptions, 'castellano', 'Spanish'],
    [langOptions, 'arabe', 'Arabic'],
    [langOptions, 'ruso', 'Russian'],
    [instrOptions, 'guitarra', 'Guitar'],
    [instrOptions, 'teclado', 'Piano'],
    [instrOptions, 'bateria', 'Drums'],
    [instrOptions, 'I want to sing', 'Singing'],
    [instrEsOptions, 'drums', 'Batería'],
    [instrEsOptions, 'singing', 'Canto'],
    [instrEsOptions, 'guitar', 'Guitarra'],
    [sportOptions, 'tenis', 'Tennis'],
    [sportOptions, 'futbol', 'Football'],
    [sportOptions, 'natacion', 'Swimming'],
    [sportOptions, 'the pool', 'Swimming'],
    [formatOptions, 'from home on zoom', 'Online'],
    [formatOptions, 'face to face', 'In person'],
    [formatOptions, 'a bit of both', 'Hybrid'],
    [formatEsOptions, 'a distancia', 'Online'],
    [formatEsOptions, 'en persona', 'Presencial'],
    [formatEsOptions, 'hibrido', 'Semipresencial'],
    [planOptions, 'the cheapest', 'Basic'],
    [planOptions, 'the vip one', 'Premium'],
    [planOptions, 'professional', 'Pro'],
    [planOptions, 'lo basico', 'Basic'],
    [hearOptions, 'googled you', 'Google'],
    [hearOptions, 'on instagram', 'Social media'],
    [hearOptions, 'my sister told me', 'Friend or family'],
    [hearOptions, 'saw an ad', 'Advertisement'],
    [hearOptions, 'a magazine article', 'Press'],
    [hearEsOptions, 'buscando en google', 'Google'],
    [hearEsOptions, 'por instagram', 'Redes sociales'],
    [hearEsOptions, 'me lo recomendo mi hermana', 'Un amigo o familiar'],
    [hearEsOptions, 'vi un anuncio', 'Publicidad'],
    [reasonOptions, 'how much would it cost', 'Get a quote'],
    [reasonOptions, 'technical problem', 'Support'],
    [reasonOptions, 'I want to complain', 'Complaint'],
    [reasonOptions, 'I have a question', 'General information'],
    [reasonOptions, 'collaboration', 'Partnership'],
    [reasonOptions, 'sending my CV', 'Job application'],
    [reasonEsOptions, 'cuanto cuesta', 'Presupuesto'],
    [reasonEsOptions, 'tengo una incidencia', 'Soporte técnico'],
    [reasonEsOptions, 'quiero poner una queja', 'Reclamación'],
    [reasonEsOptions, 'tengo una duda', 'Información'],
    [reasonEsOptions, 'envio mi curriculum', 'Empleo'],
    [eventOptions, 'my 40th birthday', 'Birthday'],
    [eventOptions, 'we are getting married', 'Wedding'],
    [eventOptions, 'team building day', 'Corporate event'],
    [eventOptions, 'baptism', 'Christening'],
    [eventEsOptions, 'mi cumple', 'Cumpleaños'],
    [eventEsOptions, 'nos casamos', 'Boda'],
    [eventEsOptions, 'cena de empresa', 'Evento de empresa'],
    [eventEsOptions, 'primera comunion', 'Comunión'],
    [salonOptions, 'dye my roots', 'Colour'],
    [salonOptions, 'balayage', 'Highlights'],
    [salonOptions, 'gel nails', 'Manicure'],
    [salonOptions, 'my toenails', 'Pedicure'],
    [salonOptions, 'a trim', 'Haircut'],
    [salonEsOptions, 'tinte', 'Color'],
    [salonEsOptions, 'reflejos', 'Mechas'],
    [salonEsOptions, 'unas de gel', 'Manicura'],
    [salonEsOptions, 'un recogido', 'Peinado'],
    [clinicOptions, 'fisio for my knee', 'Physiotherapy'],
    [clinicOptions, 'anxiety', 'Psychology'],
    [clinicOptions, 'a diet plan', 'Nutrition'],
    [clinicOptions, 'my feet hurt', 'Podiatry'],
    [clinicOptions, 'acne', 'Dermatology'],
    [dentalOptions, 'braces', 'Orthodontics'],
    [dentalOptions, 'whiter teeth', 'Whitening'],
    [dentalOptions, 'missing tooth', 'Implants'],
    [dentalOptions, 'scale and polish', 'Cleaning'],
    [dentalOptions, 'revision', 'Check-up'],
    [legal2Options, 'divorce', 'Family law'],
    [legalOptions, 'divorce', null],
    [legalOptions, 'I was fired', 'Employment law'],
    [legalOptions, 'I was arrested', 'Criminal law'],
    [legalOptions, 'visado', 'Immigration'],
    [legalOptions, 'residence permit', 'Immigration'],
    [legalOptions, 'herencia', 'Wills and inheritance'],
    [acctOptions, 'facturas', 'Bookkeeping'],
    [acctOptions, 'declaracion de la renta', 'Tax returns'],
    [acctOptions, 'nominas', 'Payroll'],
    [acctOptions, 'crear una empresa', 'Company formation'],
    [itOptions, 'the wifi keeps dropping', 'Networks'],
    [itOptions, 'we got hacked', 'Cybersecurity'],
    [itOptions, 'move to aws', 'Cloud'],
    [itOptions, 'helpdesk', 'IT support'],
    [itOptions, 'custom software', 'Software development'],
    [agencyOptions, 'a new web page', 'Website'],
    [agencyOptions, 'palabras clave', 'SEO'],
    [agencyOptions, 'instagram', 'Social media'],
    [agencyOptions, 'logotipo', 'Branding'],
    [agencyOptions, 'filming', 'Video'],
    [printOptions, 'folletos', 'Flyers'],
    [printOptions, 'tarjetas de visita', 'Business cards'],
    [printOptions, 'carteles', 'Posters'],
    [printOptions, 'pegatinas', 'Stickers'],
    [travelOptions, 'playa', 'Beach'],
    [travelOptions, 'montana', 'Mountain'],
    [travelOptions, 'ciudad', 'City break'],
    [travelOptions, 'turismo rural', 'Countryside'],
    [travelOptions, 'crucero', 'Cruise'],
    [boardOptions, 'media pension', 'Half board'],
    [boardOptions, 'todo incluido', 'All inclusive'],
    [boardOptions, 'con desayuno', 'Bed and breakfast'],
    [boardOptions, 'pension completa', 'Full board'],
    [colourOptions, 'rojo', 'Red'],
    [colourOptions, 'azul marino', 'Blue'],
    [colourOptions, 'negro', 'Black'],
    [colourOptions, 'rosado', 'Pink'],
    [colourOptions, 'blanco', 'White'],
    [materialOptions, 'madera', 'Wood'],
    [materialOptions, 'acero', 'Metal'],
    [materialOptions, 'cuero', 'Leather'],
    [materialOptions, 'marmol', 'Stone'],
    [styleOptions, 'moderno', 'Modern'],
    [styleOptions, 'tradicional', 'Classic'],
    [styleOptions, 'rustico', 'Rustic'],
    [styleOptions, 'nordico', 'Minimalist'],
    [roomsOptions, 'cocina', 'Kitchen'],
    [roomsOptions, 'the toilet', 'Bathroom'],
    [roomsOptions, 'toda la casa', 'Whole house'],
    [roomsEsOptions, 'kitchen', 'Cocina'],
    [roomsEsOptions, 'bathroom', 'Baño'],
    [roomsEsOptions, 'the whole house', 'Toda la casa'],
    [genderOptions, 'soy mujer', 'Female'],
    [genderOptions, 'hombre', null],
    [genderOptions, 'rather not say', 'Prefer not to say'],
    [genderEsOptions, 'woman', 'Femenino'],
    [genderEsOptions, 'male', 'Masculino'],
    [daysOptions, 'on saturdays', 'Weekends'],
    [daysOptions, 'de lunes a viernes', 'Weekdays'],
    [daysOptions, 'martes', 'Weekdays'],
    [insOptions, 'seguro de vida', 'Life insurance'],
    [insOptions, 'for my car', 'Car insurance'],
    [insOptions, 'mi casa', 'Home insurance'],
    [carSrvOptions, 'neumaticos', 'Tyres'],
    [carSrvOptions, 'frenos', 'Brakes'],
    [carSrvOptions, 'cambio de aceite', 'Oil change'],
    [carSrvOptions, 'a dent', 'Bodywork'],
    [carSrvOptions, 'lavar el coche', 'Car wash'],
    [cateringOptions, 'finger food', 'Canapés'],
    [cateringOptions, 'barbacoa', 'BBQ'],
    [cateringOptions, 'self service', 'Buffet'],
    [cateringOptions, 'seated dinner', 'Sit-down dinner'],
    [extrasOptions, 'fotografo', 'Photography'],
    [extrasOptions, 'a dj', 'Music'],
    [extrasOptions, 'ramo de novia', 'Flowers'],
    [extrasOptions, 'globos', 'Decoration'],
    [extrasOptions, 'a magician', 'Entertainment'],
    [whoOptions, 'I rent', null],
    [whoOptions, 'soy el casero', 'Landlord'],
    [whoOptions, 'propietario', 'Homeowner'],
    [whoOptions, 'inquilino', 'Tenant'],
    [deliveryOptions, 'home delivery', 'Delivery'],
    [deliveryOptions, 'envio a domicilio', 'Delivery'],
    [deliveryOptions, 'recogida en tienda', 'Pick up in store'],
    [deliveryOptions, 'click and collect', 'Pick up in store'],
    [eventEsOptions, 'boda o cumple', null],
    [todEsOptions, 'por la manana no, mejor por la tarde', 'Tarde'],
    [petsOptions, 'not a dog, a kitten', 'Cat'],
    [freqOptions, 'every week or every month', null],
    [propOptions, 'un piso o una casa', null],
    [instrOptions, 'guitarra y bateria', null],
    [salonEsOptions, 'manicura y pedicura', null],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    [tradesOptions, 'the leak is near a socket'],
    [petsOptions, 'perro y gato'],
    [todOptions, '2pm'],
    [legalOptions, 'divorce'],
    [genderOptions, 'hombre'],
    [whoOptions, 'I rent'],
    [tradesOptions, 'an electrical fault and a leak'],
    [eventEsOptions, 'boda o cumple'],
    [freqOptions, 'every week or every month'],
    [propOptions, 'un piso o una casa'],
    [sectorOptions, 'a tech startup for hospitals'],
    [instrOptions, 'guitarra y bateria'],
    [salonEsOptions, 'manicura y pedicura'],
    [vehOptions, 'coche o moto'],
  ])('%j: %s says two options, so no meaning picks one', (options, said) => {
    expect(optionByDescription(options, said)).toBeNull();
  });
});

describe('options described (tenth pass): levels, joint, dry cleaning, the wheel, dressed for a ceremony', () => {
  const ski = ['Debutante', 'Medio', 'Experto'];
  const cefr = ['A1', 'A2', 'B1'];
  const levels = ['Principiante', 'Intermedio', 'Avanzado'];
  const tax = ['Individual', 'Conjunta'];
  const laundry = ['Lavado y secado', 'Solo planchado', 'Tintorería'];
  const taller = ['Torno', 'Modelado', 'Esmaltado'];
  const suit = ['Traje de novio', 'Traje de ceremonia', 'Traje de diario'];
  it.each<[string[], string, string | null]>([
    [ski, 'nunca he esquiado', 'Debutante'],
    [ski, 'soy debutante total', 'Debutante'],
    [cefr, 'empiezo de cero', 'A1'],
    [levels, 'empiezo de cero', 'Principiante'],
    [tax, 'la hacemos mi mujer y yo juntos', 'Conjunta'],
    [['Single', 'Joint'], 'my wife and I together', 'Joint'],
    [laundry, 'es un traje que no se puede meter en la lavadora', 'Tintorería'],
    [['Wash and fold', 'Ironing', 'Dry cleaning'], "it's a wool coat, dry clean only", 'Dry cleaning'],
    [taller, 'the wheel one', 'Torno'],
    [suit, 'No es para mi boda, sino para la de mi hermano: voy de padrino.', 'Traje de ceremonia'],
    // Look-alikes: a beginner level beside two beginner options, a second level, a washable garment, the
    // couple's own wedding, "together" with no joint option, a wheel of a car.
    [['A1', 'A2'], 'soy principiante', null],
    [cefr, 'ya tengo el A1, voy por el A2', null],
    [laundry, 'una camisa que se puede meter en la lavadora', null],
    [suit, 'es para mi boda, soy el novio', 'Traje de novio'],
    [['Mañana', 'Tarde'], 'juntos', null],
    [['Neumáticos', 'Frenos', 'Aceite'], 'the steering wheel shakes', null],
    [cefr, 'tengo un B1 de inglés', 'B1'],
    [tax, 'yo solo, sin mi mujer', null],
    [laundry, 'solo planchado, se puede lavar en casa', 'Solo planchado'],
    [suit, 'para el día a día, la oficina', 'Traje de diario'],
  ])('%j ← %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
