print("DemoHost: the three seed apps are being built; see README.md.")
