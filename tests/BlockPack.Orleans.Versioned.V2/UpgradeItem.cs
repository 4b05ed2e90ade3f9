using BlockPack;

namespace BlockPack.OrleansCluster.Versioned
{
    /// <summary>Version 2 of the item: key 2 (Legacy) removed, key 3 (Added) added.</summary>
    [MessagePackObject]
    public sealed class UpgradeItem
    {
        /// <summary>Gets or sets the shared text member.</summary>
        [Key(0)]
        public string? Text { get; set; }

        /// <summary>Gets or sets the shared number member.</summary>
        [Key(1)]
        public int Number { get; set; }

        /// <summary>Gets or sets the member version 2 added.</summary>
        [Key(3)]
        public string? Added { get; set; }

        /// <summary>Builds this version's item, filling its own member with a text that names the version.</summary>
        /// <param name="text">The shared text.</param>
        /// <param name="number">The shared number.</param>
        /// <returns>The item.</returns>
        internal static UpgradeItem Create(string text, int number) => new UpgradeItem { Text = text, Number = number, Added = "added in v2" };

        /// <summary>Reports what this version decoded.</summary>
        /// <param name="port">The decoding silo's port.</param>
        /// <returns>The report.</returns>
        internal Models.UpgradeSeen Seen(int port) => new Models.UpgradeSeen { Version = UpgradeVersion.Current, SiloPort = port, Text = this.Text, Number = this.Number, Added = this.Added };
    }
}
