import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { questionMaker } from './test-kit';

// Replies to an asked number, date or rating question that hold more than the answer, or something that looks
// like one and is not. Each row says what a careful person would store; null: nothing (ask back, or wait).
// The engine may ask back where a person would store (a missing value is far better than a wrong one), but
// never stores anything else.

const NOW = new Date('2027-03-10T12:00:00Z'); // a Wednesday
const q = questionMaker('number');

function stored(message: string, asked: Question, language: Language) {
  const ex = assign({ msg: readMessage(message, language, NOW), open: [asked], asked });
  return ex.answers.find((a) => a.question === asked)?.value ?? null;
}

const guests = q('How many guests are you expecting?');
const invitados = q('¿Cuántos invitados esperáis?');
const people = q('How many people will attend?');
const personas = q('¿Cuántas personas vendrán?');
const nights = q('How many nights?');
const noches = q('¿Cuántas noches?');
const rooms = q('How many bedrooms do you need?');
const habitaciones = q('¿Cuántas habitaciones necesitas?');
const budget = q('What is your budget (€)?');
const presupuesto = q('¿Presupuesto (€)?');
const kids = q('How many children?');
const age = q('How old is the child?');
const edad = q('¿Qué edad tiene el niño?');
const dogs = q('How many dogs?');
const date = q('What date would you like?', 'date');
const fecha = q('¿Qué día te viene bien?', 'date');
const rating = q('How would you rate the service?', 'rating');
const valoracion = q('¿Qué nota le das a la atención?', 'rating');

describe('asked number, date and rating: adversarial replies', () => {
  it.each<[string, Question, Language, string | number | null]>([
    // Someone else's figure beside ours.
    ['somos 40 en plantilla pero vendrían 15', personas, 'ES', 15],
    ['the venue fits 200, we are 60', people, 'EN', 60],
    ['el salón admite 120, nosotros seremos unos 70', invitados, 'ES', 70],
    ['last year 80 came, this year no idea yet', guests, 'EN', null],
    ['el año pasado vinieron 80', invitados, 'ES', null],
    // Conditional or two candidates.
    ['12, maybe 14', guests, 'EN', null],
    ['12 o 14, aún no lo sé', invitados, 'ES', null],
    ['probably 20, could be 25 if the cousins come', people, 'EN', null],
    ['unos 30, 35 como mucho', personas, 'ES', null],
    ['3 nights, or 4 if we can extend', nights, 'EN', null],
    // The previous answer said again beside the new one.
    ['not 4 anymore, 6', guests, 'EN', 6],
    ['antes te dije 4, ahora somos 6', personas, 'ES', 6],
    ['I said 3 earlier but make it 5', nights, 'EN', 5],
    // Sizes, years, prices, durations beside a count.
    ['3 bedrooms, about 120 m2', rooms, 'EN', 3],
    ['3 habitaciones de unos 12 metros cada una', habitaciones, 'ES', 3],
    ['2 dogs, 30 kg each', dogs, 'EN', 2],
    ['2 perros de 5 años', q('¿Cuántos perros tienes?'), 'ES', 2],
    ['4 nights, 80 a night', nights, 'EN', 4],
    ['4 noches a 90€ la noche', noches, 'ES', 4],
    ['we married in 2015, 50 guests', guests, 'EN', 50],
    ['for 3 hours, 25 people', people, 'EN', 25],
    ['3 kids aged 4, 7 and 9', kids, 'EN', 3],
    ['tengo 2 hijos de 5 y 8 años', q('¿Cuántos hijos?'), 'ES', 2],
    // Units other than the one asked.
    ['two weeks', nights, 'EN', 14],
    ['about 2k dollars', budget, 'EN', null],
    ['unos 500 dólares', presupuesto, 'ES', null],
    ['around 1500', budget, 'EN', 1500],
    // Ages of several people.
    ['she is 7, her brother is 10', age, 'EN', 7],
    ['el mayor tiene 10 y el pequeño 6', edad, 'ES', null],
    ['twins, both 5', age, 'EN', 5],
    ['my kids are 4 and 6', age, 'EN', null],
    // Dates of other events.
    ['the wedding is on 12 June, we arrive on the 10th', q('Arrival date?', 'date'), 'EN', '2027-06-10'],
    ['mi cumple es el 3 de mayo pero la reserva sería el 5', fecha, 'ES', '2027-05-05'],
    ['we moved on March 1st, so any day after the 20th', date, 'EN', null],
    ['not the 14th, the 15th of April', date, 'EN', '2027-04-15'],
    ['el 14 no, el 15 de abril', fecha, 'ES', '2027-04-15'],
    // A weekday plus a day of the month.
    ['Friday the 12th', date, 'EN', '2027-03-12'],
    ['el viernes 13', fecha, 'ES', null],
    ['Saturday 20 March', date, 'EN', '2027-03-20'],
    ['lunes 15 de marzo', fecha, 'ES', '2027-03-15'],
    // Ratings with a scale said.
    ['8 out of 10', rating, 'EN', null],
    ['4 out of 10 honestly', rating, 'EN', null],
    ['un 7 sobre 10', valoracion, 'ES', null],
    ['un 4 sobre 5', valoracion, 'ES', 4],
    ['4/5', rating, 'EN', 4],
    ['9/10', rating, 'EN', null],
    ['last time I gave 5, this time 3', rating, 'EN', 3],
    ['3 stars, the food was 5 though', rating, 'EN', 3],
    ['de 1 a 10 un 6', valoracion, 'ES', null],
  ])('%j', (message, asked, language, expected) => {
    const got = stored(message, asked, language);
    expect(got === null ? null : got).toEqual(got === null ? null : expected);
  });

  // "staff" ties 40 to the people asked, but "but only 15" revises it: which one is asked (figure-contrast.ts).
  it('our office has 40 staff but only 15 will come', () => {
    expect(stored('our office has 40 staff but only 15 will come', guests, 'EN')).toBeNull();
  });
});
