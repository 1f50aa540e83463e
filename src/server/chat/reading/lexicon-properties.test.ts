import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

/**
 * Everyday properties an option is chosen by (`lexicon/properties.ts`): the visitor says the property
 * ("shiny", "agua salada", "no enciende"), not the option's name. Two options with the property are asked
 * about; a property no option has picks nothing.
 */
describe('options by an everyday property', () => {
  it.each([
    // Finish.
    [['Matte', 'Gloss', 'Uncoated'], 'shiny', 'Gloss'],
    [['Matte', 'Gloss', 'Uncoated'], 'something dull, not glossy', 'Matte'],
    [['Mate', 'Brillo', 'Satinado'], 'que brille, brillante', 'Brillo'],
    [['Mate', 'Brillo', 'Satinado'], 'sin brillo', 'Mate'],
    [['Matte', 'Satin', 'High gloss'], 'eggshell', 'Satin'],
    // Water.
    [['Freshwater', 'Marine', 'Brackish'], 'a reef tank', 'Marine'],
    [['Freshwater', 'Marine', 'Brackish'], 'just a garden pond', 'Freshwater'],
    [['Agua dulce', 'Agua salada'], 'es un acuario marino', 'Agua salada'],
    [['Cloro', 'Sal', 'Oxígeno activo'], 'con clorador salino', 'Sal'],
    [['Chlorine', 'Salt', 'UV'], 'chlorine tablets', 'Chlorine'],
    // Temperature, firmness, noise.
    [['Hot', 'Iced'], 'something cold', 'Iced'],
    [['Piscina climatizada', 'Piscina exterior'], 'que sea caliente', 'Piscina climatizada'],
    [['Blando', 'Medio', 'Firme'], 'lo quiero duro', 'Firme'],
    [['Quiet room', 'Street view'], 'somewhere silent please', 'Quiet room'],
    // A heat source, a failure, being locked out.
    [['Gas boiler', 'Heat pump', 'Electric heaters'], 'the air source one', 'Heat pump'],
    [
      ['Revisión anual', 'Reparación urgente', 'Instalación nueva'],
      'la caldera no enciende',
      'Reparación urgente',
    ],
    [['Service', 'Repair', 'New install'], 'it stopped working yesterday', 'Repair'],
    [['Abrir puerta', 'Cambiar cerradura', 'Copia de llaves'], "I'm locked out", 'Abrir puerta'],
    [['Apertura de puerta', 'Cambio de cerradura'], 'me he quedado fuera', 'Apertura de puerta'],
    [['Locksmith', 'Plumber', 'Electrician'], 'locked out of my house', 'Locksmith'],
    // A file's processing, a theme's genre.
    [['JPEG', 'JPEG + RAW'], 'los jpeg y tambien en bruto', 'JPEG + RAW'],
    [['The Vault', 'Lost Pharaoh', 'Haunted Manor'], 'the scary one', 'Haunted Manor'],
    [['La Cripta', 'Misión Espacial', 'El Robo del Siglo'], 'la del atraco', 'El Robo del Siglo'],
    [['Jungle', 'Pyramid', 'Castle'], 'algo de egipto', 'Pyramid'],
    // Inexperience says the first level.
    [['Principiante', 'Intermedio', 'Avanzado'], 'nunca hemos patinado', 'Principiante'],
    [['Beginner', 'Improver', 'Advanced'], "he's never been on skis", 'Beginner'],
    [['Principiante', 'Intermedio', 'Avanzado'], 'intermedio, aunque nunca he competido', null],
    [['Daily', 'Weekly', 'Never'], 'never been', 'Never'],
    // Look-alikes: the property fits two options, or none.
    [['Haunted Manor', 'Zombie Lab', 'The Vault'], 'something scary', null],
    [['Gloss', 'High gloss', 'Matte'], 'shiny', null],
    [['Hot', 'Warm', 'Iced'], 'heated please', null],
    [['Flyers', 'Posters'], 'shiny', null],
    [['Abrir puerta', 'Cambiar cerradura', 'Copia de llaves'], 'he perdido las llaves', 'Copia de llaves'],
  ])('%j, %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});

/**
 * An option named that another option holds ("4K" in "4K + fotos RAW"): when the rest of the message says the
 * rest of the fuller option, all of it, the fuller one is meant; when only part of it, which is asked.
 */
describe('the fuller option of the one named', () => {
  it.each([
    [['HD', '4K', '4K + fotos RAW'], 'la de 4K con las fotos en bruto', '4K + fotos RAW'],
    [['Cut', 'Cut and colour'], 'cut, and colour too', 'Cut and colour'],
    [['HD', '4K', '4K + fotos RAW'], 'la de 4K', '4K'],
    [['HD', '4K', '4K + fotos RAW'], '4K con fotos', null],
    [['HD', '4K', '4K + fotos RAW'], '4K, sin fotos', '4K'],
  ])('%j, %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
