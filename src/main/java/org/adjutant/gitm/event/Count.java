package org.adjutant.gitm.event;

/**
 * A number with its noun in agreement, as a report prints it: "1 man", "2 men", "1 battery", "0 units". Reports are
 * read as prose, so "1 units" or "1 men" reads as a fault; every count a report prints goes through here.
 */
public final class Count {
    private Count() {
    }

    /** {@code n} with {@code one} when it is exactly one, {@code many} otherwise (zero takes the plural). */
    public static String of(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    public static String men(long n) {
        return of(n, "man", "men");
    }

    public static String units(long n) {
        return of(n, "unit", "units");
    }

    public static String supplies(long n) {
        return of(n, "supply", "supplies");
    }

    public static String stragglers(long n) {
        return of(n, "straggler", "stragglers");
    }
}
