package org.adjutant.gitm.map.gen;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The game values chosen by hand for each place of cities.csv (see docs/map.md, "Cities"): whether it is a town,
 * a fort standing on its own, or only a battlefield or anchorage (left out); the town's level 1-5 (SoW 4.7), an
 * extra stock of supplies for the depots of the war, its fort (GITM 2.6, strength 1-5 and capacity in transport
 * units), whether it is a seaport, and who controls it when that is not the owner of its square.
 */
final class PlaceValues {

    enum Kind { TOWN, FORT, SKIP }

    record Values(Kind kind, int level, int depot, int fort, int capacity, boolean port, String controller) {
        /** Supplies in store: a town holds 20 per level, a port 10 more, a depot its extra stock; a fort 10 per level. */
        int supplies() {
            return kind == Kind.FORT ? 10 * fort : 20 * level + (port ? 10 : 0) + depot;
        }
    }

    // name | kind | level | depot | fort | capacity | port | controller ("-" = owner of the square)
    private static final String TABLE = """
            Mexico City|TOWN|5|60|2|8000|n|-
            Guadalupe Hidalgo|SKIP|0|0|0|0|n|-
            Chapultepec|FORT|0|0|3|1200|n|-
            Churubusco|SKIP|0|0|0|0|n|-
            Contreras (Padierna)|SKIP|0|0|0|0|n|-
            Toluca|TOWN|2|0|0|0|n|-
            Cuernavaca|TOWN|2|0|0|0|n|-
            Pachuca|TOWN|2|0|0|0|n|-
            Puebla|TOWN|4|20|2|3000|n|-
            Tlaxcala|TOWN|1|0|0|0|n|-
            Huamantla|TOWN|1|0|0|0|n|-
            Atlixco|TOWN|1|0|0|0|n|-
            Perote|TOWN|1|20|4|2500|n|-
            Jalapa|TOWN|2|0|0|0|n|-
            Cerro Gordo|SKIP|0|0|0|0|n|-
            Veracruz|TOWN|3|20|2|4000|y|-
            San Juan de Ulua|FORT|0|0|5|3000|n|-
            Anton Lizardo|SKIP|0|0|0|0|n|-
            Alvarado|TOWN|1|0|1|400|y|-
            Tlacotalpan|TOWN|1|0|0|0|y|-
            Orizaba|TOWN|2|0|0|0|n|-
            Cordoba|TOWN|1|0|0|0|n|-
            Coatzacoalcos|TOWN|1|0|0|0|y|-
            Villahermosa (San Juan Bautista de Tabasco)|TOWN|1|0|1|500|y|-
            Frontera|TOWN|1|0|0|0|y|-
            Ciudad del Carmen|TOWN|1|0|1|300|y|-
            Campeche|TOWN|2|0|3|2000|y|-
            Merida|TOWN|3|0|0|0|n|-
            Tuxpan|TOWN|1|0|1|400|y|-
            Lobos Island|SKIP|0|0|0|0|n|-
            Tampico|TOWN|2|0|1|1000|y|NE
            Soto la Marina|TOWN|1|0|0|0|y|-
            Ciudad Victoria|TOWN|2|0|0|0|n|-
            Linares|TOWN|1|0|0|0|n|-
            Matamoros|TOWN|2|20|1|2000|n|-
            Reynosa|TOWN|1|0|0|0|n|-
            Camargo|TOWN|1|20|0|0|n|-
            Mier|TOWN|1|0|0|0|n|-
            Cerralvo|TOWN|1|0|0|0|n|-
            Marin|TOWN|1|0|0|0|n|-
            Monterrey|TOWN|3|20|3|2000|n|-
            Saltillo|TOWN|2|0|0|0|n|-
            Buena Vista (La Angostura)|SKIP|0|0|0|0|n|-
            Agua Nueva|SKIP|0|0|0|0|n|-
            Parras|TOWN|1|0|0|0|n|-
            Monclova|TOWN|1|0|0|0|n|-
            Presidio del Rio Grande (Guerrero Coahuila)|TOWN|1|0|1|200|n|-
            Matehuala|TOWN|1|0|0|0|n|-
            San Luis Potosi|TOWN|3|40|0|0|n|-
            Zacatecas|TOWN|3|0|0|0|n|-
            Aguascalientes|TOWN|2|0|0|0|n|-
            Guanajuato|TOWN|3|0|0|0|n|-
            Leon|TOWN|2|0|0|0|n|-
            Celaya|TOWN|2|0|0|0|n|-
            Queretaro|TOWN|3|0|0|0|n|-
            Morelia|TOWN|3|0|0|0|n|-
            Guadalajara|TOWN|4|0|0|0|n|-
            Tepic|TOWN|1|0|0|0|n|-
            San Blas|TOWN|1|0|0|0|y|-
            Mazatlan|TOWN|2|0|1|500|y|-
            Culiacan|TOWN|2|0|0|0|n|-
            Durango|TOWN|2|0|0|0|n|-
            Chihuahua|TOWN|3|0|0|0|n|-
            Sacramento (battlefield)|SKIP|0|0|0|0|n|-
            El Paso del Norte|TOWN|1|0|0|0|n|-
            Brazito|SKIP|0|0|0|0|n|-
            Dona Ana|TOWN|1|0|0|0|n|-
            Janos|TOWN|1|0|1|200|n|-
            Socorro|TOWN|1|0|0|0|n|-
            Albuquerque|TOWN|1|0|0|0|n|-
            Santa Fe|TOWN|2|0|0|0|n|-
            Santa Cruz de la Canada|TOWN|1|0|0|0|n|-
            Taos|TOWN|1|0|0|0|n|-
            Las Vegas (New Mexico)|TOWN|1|0|0|0|n|-
            Tucson|TOWN|1|0|1|200|n|-
            Tubac|TOWN|1|0|1|200|n|-
            Fronteras|TOWN|1|0|1|200|n|-
            Pima Villages|SKIP|0|0|0|0|n|-
            Yuma Crossing|SKIP|0|0|0|0|n|-
            Hermosillo|TOWN|2|0|0|0|n|-
            Guaymas|TOWN|1|0|0|0|y|-
            Alamos|TOWN|1|0|0|0|n|-
            La Paz|TOWN|1|0|0|0|y|-
            San Jose del Cabo|TOWN|1|0|1|200|y|-
            Loreto|TOWN|1|0|0|0|y|-
            Mulege|TOWN|1|0|0|0|y|-
            San Diego|TOWN|1|0|0|0|y|-
            San Pasqual|SKIP|0|0|0|0|n|-
            Warner's Ranch|SKIP|0|0|0|0|n|-
            Los Angeles|TOWN|2|0|0|0|n|-
            San Gabriel|SKIP|0|0|0|0|n|-
            Santa Barbara|TOWN|1|0|0|0|y|-
            San Luis Obispo|TOWN|1|0|0|0|n|-
            Monterey (California)|TOWN|1|0|1|300|y|-
            Natividad|SKIP|0|0|0|0|n|-
            San Jose (California)|TOWN|1|0|0|0|n|-
            Yerba Buena (San Francisco)|SKIP|0|0|0|0|y|-
            Sonoma|SKIP|0|0|0|0|n|-
            Sutter's Fort (New Helvetia)|TOWN|1|0|1|300|n|-
            Corpus Christi|TOWN|1|20|0|0|y|US
            Laredo|TOWN|1|0|0|0|n|-
            Point Isabel|TOWN|1|40|1|500|y|US
            Brazos Santiago|TOWN|1|20|0|0|y|US
            Fort Brown (Fort Texas)|FORT|0|0|2|900|n|US
            Palo Alto|SKIP|0|0|0|0|n|-
            Resaca de la Palma|SKIP|0|0|0|0|n|-
            San Antonio|TOWN|2|20|0|0|n|-
            Austin|TOWN|1|0|0|0|n|-
            Houston|TOWN|1|0|0|0|n|-
            Galveston|TOWN|2|0|1|300|y|-
            Port Lavaca|TOWN|1|0|0|0|y|-
            Indianola (Indian Point)|SKIP|0|0|0|0|y|-
            Victoria (Texas)|TOWN|1|0|0|0|n|-
            Goliad|TOWN|1|0|0|0|n|-
            Gonzales|TOWN|1|0|0|0|n|-
            New Braunfels|TOWN|1|0|0|0|n|-
            Fredericksburg|TOWN|1|0|0|0|n|-
            Washington-on-the-Brazos|TOWN|1|0|0|0|n|-
            Nacogdoches|TOWN|1|0|0|0|n|-
            New Orleans|TOWN|5|60|3|2000|y|-
            Baton Rouge|TOWN|2|0|1|500|n|-
            Alexandria (Louisiana)|TOWN|1|0|0|0|n|-
            Natchitoches|TOWN|1|0|0|0|n|-
            Fort Jesup|FORT|0|0|1|800|n|-
            Shreveport|TOWN|1|0|0|0|n|-
            Natchez|TOWN|2|0|0|0|n|-
            Vicksburg|TOWN|2|0|0|0|n|-
            Memphis|TOWN|2|0|0|0|n|-
            Little Rock|TOWN|2|0|0|0|n|-
            Fort Smith|FORT|0|0|1|600|n|-
            Fort Gibson|FORT|0|0|1|600|n|-
            Fort Towson|FORT|0|0|1|400|n|-
            Fort Washita|FORT|0|0|1|400|n|-
            Fort Scott|FORT|0|0|1|400|n|-
            Fort Leavenworth|FORT|0|0|1|1000|n|-
            Independence|TOWN|1|20|0|0|n|-
            Council Grove|TOWN|1|0|0|0|n|-
            Bent's Fort|FORT|0|0|1|300|n|-
            St. Louis|TOWN|4|40|0|0|n|-
            Jefferson Barracks|FORT|0|0|1|1500|n|-
            Council Bluffs (Kanesville)|SKIP|0|0|0|0|n|-
            Mobile|TOWN|3|0|3|1000|y|-
            Pensacola|TOWN|2|20|4|1500|y|-
            Oaxaca|TOWN|3|0|1|800|n|-
            Acapulco|TOWN|1|0|3|800|y|-
            Chilpancingo|TOWN|1|0|0|0|n|-
            Tehuantepec|TOWN|1|0|0|0|n|-
            Ciudad Real (San Cristobal)|TOWN|2|0|0|0|n|-
            Tuxtla|TOWN|1|0|0|0|n|-
            """;

    private static final Map<String, Values> BY_NAME = parse();

    private PlaceValues() {
    }

    private static Map<String, Values> parse() {
        Map<String, Values> m = new LinkedHashMap<>();
        for (String line : TABLE.strip().split("\n")) {
            String[] f = line.split("\\|");
            m.put(f[0], new Values(Kind.valueOf(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                    Integer.parseInt(f[4]), Integer.parseInt(f[5]), f[6].equals("y"),
                    f[7].equals("-") ? null : f[7]));
        }
        return m;
    }

    static Optional<Values> of(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }
}
