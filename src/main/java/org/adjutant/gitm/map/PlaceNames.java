package org.adjutant.gitm.map;

/**
 * How a report names a place: as a dispatch would, by the nearest city or river and a direction, with the grid
 * reference kept beside it, since orders are written in squares. {@link #GRID} is the grid alone, for a reader with
 * no map at hand (an event told without its scenario). Naming reads the map only, never the units on it, so it tells
 * nobody anything a map of the theatre does not (GITM 4.4-4.6).
 */
public interface PlaceNames {
    /** The grid reference alone: "at 6-7 in J9-V4", "in J9-V4", "J8-V3". */
    PlaceNames GRID = new PlaceNames() {
        @Override
        public String at(StrategicSquare square, TacticalSquare at) {
            return "at " + at + " in " + square;
        }

        @Override
        public String in(StrategicSquare square) {
            return "in " + square;
        }

        @Override
        public String square(StrategicSquare square) {
            return square.toString();
        }
    };

    /** Where something happened on a tactical map, as a phrase: "near Monterrey (1 mi W) [J9-V4 6-7]". */
    String at(StrategicSquare square, TacticalSquare at);

    /** Where something happened in a strategic square, as a phrase: "around Monterrey [J9-V4]". */
    String in(StrategicSquare square);

    /** A strategic square as somewhere to go to: "Saltillo [J8-V3]", or the bare square with no city in it. */
    String square(StrategicSquare square);
}
