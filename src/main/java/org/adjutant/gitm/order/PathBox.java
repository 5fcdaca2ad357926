package org.adjutant.gitm.order;

import org.adjutant.gitm.map.StrategicSquare;

/** One box of a strategic path (GITM 7.4, 7.6): a square to march into in that phase, or a blank to wait. */
public sealed interface PathBox {
    /** How a box is written in the normal form. */
    String text();

    record Step(StrategicSquare square) implements PathBox {
        public Step {
            java.util.Objects.requireNonNull(square);
        }

        @Override
        public String text() {
            return square.toString();
        }
    }

    record Blank() implements PathBox {
        @Override
        public String text() {
            return "-";
        }
    }

    PathBox BLANK = new Blank();
}
