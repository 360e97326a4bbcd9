package dev.factguard.core.verify;

import dev.factguard.core.verify.Unit.Dimension;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The units an amount can be written in, by the words that name them: one word ("km", "litres", "weeks") or
 * several ("working days", "degrees Celsius", "per cent", "km/h"). English spellings, British and American.
 * "Working" and "business" days count as days: an answer that says "four days" for "3 to 5 working days" speaks
 * of the same span. Stateless.
 */
final class Units {

    static final double DAY = 86_400;
    /** A year of 365.25 days, and a twelfth of it: "24 months" is "2 years", "6 months" about 182.6 days. */
    static final double YEAR = 365.25 * DAY;

    static final double MONTH = YEAR / 12;

    /** Bare "degrees": Celsius, or Fahrenheit where Celsius cannot be meant (see {@link Amount#alternative()}). */
    static final Unit DEGREES = Unit.of("degrees", Dimension.TEMPERATURE, 1);

    static final Unit FAHRENHEIT = new Unit("°F", Dimension.TEMPERATURE, 5.0 / 9, -32 * 5.0 / 9, false);
    static final Unit CELSIUS = Unit.of("°C", Dimension.TEMPERATURE, 1);

    private static final Map<String, Unit> ONE_WORD = new HashMap<>();
    /** Phrases of several tokens, longest first, as lower-cased tokens. */
    private static final List<Phrase> PHRASES = List.of(
            new Phrase(List.of("working", "days"), Unit.of("working days", Dimension.DURATION, DAY)),
            new Phrase(List.of("working", "day"), Unit.of("working days", Dimension.DURATION, DAY)),
            new Phrase(List.of("business", "days"), Unit.of("business days", Dimension.DURATION, DAY)),
            new Phrase(List.of("business", "day"), Unit.of("business days", Dimension.DURATION, DAY)),
            new Phrase(List.of("degrees", "celsius"), CELSIUS),
            new Phrase(List.of("degree", "celsius"), CELSIUS),
            new Phrase(List.of("degrees", "centigrade"), CELSIUS),
            new Phrase(List.of("degrees", "fahrenheit"), FAHRENHEIT),
            new Phrase(List.of("degrees", "c"), CELSIUS),
            new Phrase(List.of("degrees", "f"), FAHRENHEIT),
            new Phrase(List.of("°", "c"), CELSIUS),
            new Phrase(List.of("°", "f"), FAHRENHEIT),
            new Phrase(List.of("per", "cent"), Unit.of("%", Dimension.PERCENT, 1)),
            new Phrase(List.of("percentage", "points"), Unit.of("%", Dimension.PERCENT, 1)),
            new Phrase(List.of("km", "/", "h"), Unit.of("km/h", Dimension.SPEED, 1 / 3.6)),
            new Phrase(List.of("kilometres", "per", "hour"), Unit.of("km/h", Dimension.SPEED, 1 / 3.6)),
            new Phrase(List.of("kilometers", "per", "hour"), Unit.of("km/h", Dimension.SPEED, 1 / 3.6)),
            new Phrase(List.of("miles", "per", "hour"), Unit.of("mph", Dimension.SPEED, 0.44704)),
            new Phrase(List.of("square", "kilometres"), Unit.of("km²", Dimension.AREA, 1e6)),
            new Phrase(List.of("square", "kilometers"), Unit.of("km²", Dimension.AREA, 1e6)),
            new Phrase(List.of("square", "metres"), Unit.of("m²", Dimension.AREA, 1)),
            new Phrase(List.of("square", "meters"), Unit.of("m²", Dimension.AREA, 1)),
            new Phrase(List.of("square", "miles"), Unit.of("mi²", Dimension.AREA, 2_589_988.11)),
            new Phrase(List.of("km", "²"), Unit.of("km²", Dimension.AREA, 1e6)),
            new Phrase(List.of("m", "²"), Unit.of("m²", Dimension.AREA, 1)));

    private record Phrase(List<String> words, Unit unit) {}

    static {
        put(Unit.of("km", Dimension.LENGTH, 1000), "km", "kilometre", "kilometres", "kilometer", "kilometers");
        put(Unit.of("m", Dimension.LENGTH, 1), "m", "metre", "metres", "meter", "meters");
        put(Unit.of("cm", Dimension.LENGTH, 0.01), "cm", "centimetre", "centimetres", "centimeter", "centimeters");
        put(Unit.of("mm", Dimension.LENGTH, 0.001), "mm", "millimetre", "millimetres", "millimeter", "millimeters");
        put(Unit.of("miles", Dimension.LENGTH, 1609.344), "mile", "miles", "mi");
        put(Unit.of("feet", Dimension.LENGTH, 0.3048), "ft", "foot", "feet");
        put(Unit.of("inches", Dimension.LENGTH, 0.0254), "inch", "inches");
        put(Unit.of("yards", Dimension.LENGTH, 0.9144), "yard", "yards", "yd");
        put(
                Unit.of("kg", Dimension.MASS, 1),
                "kg",
                "kilogram",
                "kilograms",
                "kilogramme",
                "kilogrammes",
                "kilo",
                "kilos");
        put(Unit.of("g", Dimension.MASS, 0.001), "g", "gram", "grams", "gramme", "grammes");
        put(Unit.of("mg", Dimension.MASS, 1e-6), "mg", "milligram", "milligrams");
        put(Unit.of("t", Dimension.MASS, 1000), "tonne", "tonnes", "ton", "tons");
        put(Unit.of("lb", Dimension.MASS, 0.45359237), "lb", "lbs", "pound", "pounds");
        put(Unit.of("oz", Dimension.MASS, 0.028349523125), "oz", "ounce", "ounces");
        put(Unit.of("l", Dimension.VOLUME, 1), "l", "litre", "litres", "liter", "liters", "ltr");
        put(Unit.of("ml", Dimension.VOLUME, 0.001), "ml", "millilitre", "millilitres", "milliliter", "milliliters");
        put(Unit.of("cl", Dimension.VOLUME, 0.01), "cl", "centilitre", "centilitres");
        put(Unit.of("dl", Dimension.VOLUME, 0.1), "dl", "decilitre", "decilitres");
        put(Unit.of("gallons", Dimension.VOLUME, 3.785411784), "gallon", "gallons", "gal");
        put(Unit.of("seconds", Dimension.DURATION, 1), "second", "seconds", "sec", "secs");
        put(Unit.of("minutes", Dimension.DURATION, 60), "minute", "minutes", "min", "mins");
        put(Unit.of("hours", Dimension.DURATION, 3600), "hour", "hours", "hr", "hrs", "h");
        put(Unit.of("days", Dimension.DURATION, DAY), "day", "days");
        put(Unit.of("weeks", Dimension.DURATION, 7 * DAY), "week", "weeks", "wk", "wks");
        put(Unit.of("fortnights", Dimension.DURATION, 14 * DAY), "fortnight", "fortnights");
        put(new Unit("months", Dimension.DURATION, MONTH, 0, true), "month", "months", "mo", "mos");
        put(new Unit("years", Dimension.DURATION, YEAR, 0, true), "year", "years", "yr", "yrs");
        put(new Unit("decades", Dimension.DURATION, 10 * YEAR, 0, true), "decade", "decades");
        put(DEGREES, "degree", "degrees", "°");
        put(CELSIUS, "°c", "celsius", "centigrade");
        put(FAHRENHEIT, "°f", "fahrenheit");
        put(new Unit("K", Dimension.TEMPERATURE, 1, -273.15, false), "kelvin", "kelvins");
        put(Unit.of("%", Dimension.PERCENT, 1), "%", "percent", "pct");
        put(Unit.of("km/h", Dimension.SPEED, 1 / 3.6), "kph", "kmh");
        put(Unit.of("mph", Dimension.SPEED, 0.44704), "mph");
        put(Unit.of("W", Dimension.POWER, 1), "w", "watt", "watts");
        put(Unit.of("kW", Dimension.POWER, 1000), "kw", "kilowatt", "kilowatts");
        put(Unit.of("hp", Dimension.POWER, 745.7), "hp", "horsepower");
        put(Unit.of("kWh", Dimension.ENERGY, 3.6e6), "kwh");
        put(Unit.of("kcal", Dimension.ENERGY, 4184), "kcal", "calories");
        put(Unit.of("KB", Dimension.DATA, 1e3), "kb", "kilobytes");
        put(Unit.of("MB", Dimension.DATA, 1e6), "mb", "megabytes");
        put(Unit.of("GB", Dimension.DATA, 1e9), "gb", "gigabytes");
        put(Unit.of("TB", Dimension.DATA, 1e12), "tb", "terabytes");
        put(Unit.of("ha", Dimension.AREA, 1e4), "ha", "hectare", "hectares");
        put(Unit.of("acres", Dimension.AREA, 4046.8564224), "acre", "acres");
    }

    private Units() {}

    private static void put(Unit unit, String... words) {
        for (String word : words) {
            ONE_WORD.put(word, unit);
        }
    }

    /** True when a lower-cased word names a unit ("km", "litres"). */
    static boolean known(String lower) {
        return ONE_WORD.containsKey(lower);
    }

    /** The unit written at {@code at}, with how many tokens it takes; null when none is. */
    static Match at(List<Word> words, int at) {
        for (Phrase phrase : PHRASES) {
            if (matches(words, at, phrase.words())) {
                return new Match(phrase.unit(), phrase.words().size());
            }
        }
        if (at < words.size()) {
            Unit unit = ONE_WORD.get(words.get(at).lower());
            if (unit != null) {
                return new Match(unit, 1);
            }
        }
        return null;
    }

    private static boolean matches(List<Word> words, int at, List<String> phrase) {
        if (at + phrase.size() > words.size()) {
            return false;
        }
        for (int k = 0; k < phrase.size(); k++) {
            if (!words.get(at + k).is(phrase.get(k))) {
                return false;
            }
        }
        return true;
    }

    /** A unit found in a text and the number of tokens it spans. */
    record Match(Unit unit, int length) {}
}
