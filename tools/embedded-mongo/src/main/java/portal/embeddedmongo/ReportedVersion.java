package portal.embeddedmongo;

import java.util.List;

import de.bwaldvogel.mongo.MongoVersion;

/**
 * What the server reports in its handshake and buildInfo: MongoDB 4.4 with wire version 9.
 * mongo-java-server 1.47.0 reports wire version 8 even as "5.0", and the Node.js driver under
 * mongoose 9 refuses servers below 9; 4.4 is the release whose wire version is 9.
 */
enum ReportedVersion implements MongoVersion {
    MONGO_4_4;

    @Override
    public List<Integer> getVersionArray() {
        return List.of(4, 4, 0);
    }

    @Override
    public int getWireVersion() {
        return 9;
    }
}
