using System.Runtime.Serialization;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>[DataMember] only on the override of an inherited virtual property.</summary>
    [DataContract]
    public class DataMemberOnOverride : PlainVirtualBase
    {
        [DataMember(Name = "v")]
        public override int Value { get; set; }

        [DataMember(Name = "n")]
        public string? Name { get; set; }
    }
}
